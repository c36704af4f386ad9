/**
 * The characters the standard fonts (Helvetica and Helvetica-Bold, not embedded) can draw: WinAnsiEncoding, which is
 * printable ASCII, Latin-1 from U+00A0, and the typographic characters Windows-1252 puts at 0x80-0x9F.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function drawable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(String.fromCodePoint(code));
}

/**
 * Text the standard fonts can draw: characters outside their (WinAnsi) set become "?", and line breaks and tabs
 * spaces, so a member-typed description can never make rendering fail or print the wrong glyphs.
 */
export function printable(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((char) => (drawable(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}
