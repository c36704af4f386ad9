/**
 * Headers every call to the app's own API carries for the life of the page, set once at start-up (a studio preview's
 * session travels this way instead of in a cookie). Empty for an ordinary page.
 */
const standing = new Map<string, string>();

export function setStandingHeader(name: string, value: string): void {
  standing.set(name.toLowerCase(), value);
}

/** The standing headers, to spread into a request's own. */
export function standingHeaders(): Record<string, string> {
  return Object.fromEntries(standing);
}
