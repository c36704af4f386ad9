/** Integer cents as a plain decimal amount ("-1234.50"), built from the digits so no float ever rounds it. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centsToDecimal expects integer cents, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The signed amount of a transaction from the member's side: money in (CRDT) positive, money out negative. */
export function signedCents(amountCents: number, creditDebitIndicator: 'CRDT' | 'DBIT'): number {
  const size = Math.abs(amountCents);
  return creditDebitIndicator === 'CRDT' ? size : -size;
}
