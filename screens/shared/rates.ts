/** Basis points as a percentage with two decimals: 433 → "4.33%". */
export function percentOf(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}
