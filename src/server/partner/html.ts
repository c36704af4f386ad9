const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Where the partner pages' own script and style sheet are served (no inline script or style under the CSP). */
export const PARTNER_ASSETS = { script: '/partner/assets/partner-page.js', style: '/partner/assets/partner-page.css' } as const;

/** A whole partner page: its title, its already-escaped body, and the shared script and style sheet. */
export function partnerDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${PARTNER_ASSETS.style}">`,
    `<script src="${PARTNER_ASSETS.script}" defer></script>`,
    '</head>',
    // Named: axe sees this landmark beside the framing app's own main, and two unnamed mains are ambiguous.
    `<body><main aria-label="${escapeHtml(title)}">${body}</main></body>`,
    '</html>',
  ].join('\n');
}
