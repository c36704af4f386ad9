/** Who a passkey belongs to (the WebAuthn relying party) and where its ceremonies must come from. */
export interface RelyingParty {
  /** The host name the passkey is scoped to ("bank.example", "localhost"). */
  readonly id: string;
  /** The exact origin the browser must report ("https://bank.example"). */
  readonly origin: string;
}

/**
 * The relying party of a request: the host it was sent to (the same Host header the foreign-origin check compares
 * the Origin with), so a passkey made on one host name only works on it. Undefined without a usable Host. Browsers
 * refuse an IP address as relying-party id: a server reached by IP cannot offer passkeys.
 */
export function relyingPartyOf(protocol: string, host: string | undefined): RelyingParty | undefined {
  if (host === undefined || host === '') return undefined;
  try {
    const url = new URL(`${protocol}://${host}`);
    if (url.hostname === '' || url.username !== '' || url.pathname !== '/') return undefined;
    return { id: url.hostname, origin: url.origin };
  } catch {
    return undefined;
  }
}
