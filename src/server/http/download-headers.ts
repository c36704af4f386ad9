/**
 * A member's file sent as a download never runs as a page of this origin: sandboxed with nothing allowed (even if a
 * browser rendered it), not sniffed into another type, not kept in shared or local caches.
 */
export const DOWNLOAD_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'", 'cache-control': 'private, no-store' } as const;
