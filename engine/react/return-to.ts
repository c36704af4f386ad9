/** Name of the query parameter that carries the page to come back to after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * Accepts only a path inside this app: it must start with one "/" (not "//" or "/\", which browsers treat as another
 * host), so a crafted sign-in link cannot send the member to a foreign site.
 */
export function safeReturnTo(candidate: string | null | undefined, fallback: string): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn the path into "//host".
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  return candidate;
}

/** The sign-in page address that brings the member back to `here` (path plus search) afterwards. */
export function signInHref(loginPath: string, here: string): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: here });
  return `${loginPath}?${params.toString()}`;
}
