/**
 * A card's display name is its own name when it has one, else its product description, else 'N/A'.
 * Blank text counts as absent.
 */
export function cardDisplayName(card: { name?: string | null; productDescription?: string | null }): string {
  const name = card.name?.trim();
  if (name) return name;
  const description = card.productDescription?.trim();
  return description ? description : 'N/A';
}
