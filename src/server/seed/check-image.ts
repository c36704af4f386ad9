/** What is written on a paid check, for drawing its image. */
export interface CheckFace {
  readonly institution: string;
  /** The credit union's routing number, printed on the check's bottom line. */
  readonly routingNumber: string;
  readonly number: number;
  /** ISO date written on the check. */
  readonly date: string;
  readonly payee: string;
  readonly amountCents: number;
  readonly memo: string;
}

const xml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const dollars = (cents: number): string => `${Math.trunc(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The front of a paid check as a small SVG, as an imaging system would have captured it: number, date, payee,
 * amount, memo and a signature stroke. Text only from the seed, escaped; no script, no external reference.
 */
export function checkImageSvg(face: CheckFace): string {
  const [year, month, day] = face.date.split('-');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="270" viewBox="0 0 600 270" role="img">',
    `<title>Check ${face.number}</title>`,
    '<rect x="1" y="1" width="598" height="268" rx="6" fill="#f4f7f2" stroke="#52635a" stroke-width="2"/>',
    '<g font-family="Georgia, serif" fill="#1d2b24">',
    `<text x="24" y="40" font-size="18" font-weight="bold">${xml(face.institution)}</text>`,
    `<text x="576" y="40" font-size="18" text-anchor="end">${face.number}</text>`,
    `<text x="400" y="80" font-size="14">Date: ${month}/${day}/${year}</text>`,
    '<text x="24" y="124" font-size="12">PAY TO THE ORDER OF</text>',
    `<text x="170" y="124" font-size="18" font-style="italic">${xml(face.payee)}</text>`,
    '<line x1="165" y1="130" x2="440" y2="130" stroke="#52635a"/>',
    '<rect x="460" y="104" width="116" height="32" fill="#fff" stroke="#52635a"/>',
    `<text x="470" y="126" font-size="16">$ ${dollars(face.amountCents)}</text>`,
    `<text x="24" y="200" font-size="12">MEMO ${xml(face.memo)}</text>`,
    '<line x1="70" y1="206" x2="280" y2="206" stroke="#52635a"/>',
    '<path d="M360 200 q15 -30 30 0 t30 0 q10 -20 25 -5 t40 -5 q15 10 40 -8" fill="none" stroke="#1b3a8a" stroke-width="2"/>',
    '<line x1="350" y1="206" x2="576" y2="206" stroke="#52635a"/>',
    `<text x="24" y="250" font-family="monospace" font-size="16">${xml(face.routingNumber)}   ${face.number}</text>`,
    '</g>',
    '</svg>',
  ].join('\n');
}
