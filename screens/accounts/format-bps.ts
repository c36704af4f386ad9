/** A rate in basis points as a percentage with two decimals (549 → "5.49%"), from the digits. */
export function formatBps(bps: number): string {
  const size = Math.abs(Math.trunc(bps));
  return `${bps < 0 ? '-' : ''}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}%`;
}
