/**
 * A notice's text as first shown: whole when within `threshold` characters, else cut at the last word boundary
 * before it with an ellipsis (300 characters, 100 on small screens).
 */
export function truncateNotice(body: string, threshold: number): { readonly text: string; readonly truncated: boolean } {
  if (body.length <= threshold) return { text: body, truncated: false };
  const cut = body.slice(0, threshold);
  const boundary = cut.lastIndexOf(' ');
  return { text: `${(boundary > 0 ? cut.slice(0, boundary) : cut).trimEnd()}…`, truncated: true };
}
