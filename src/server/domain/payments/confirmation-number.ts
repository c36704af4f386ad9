import { randomInt } from 'node:crypto';

/** A confirmation number the member can read out on the phone: "PO-" and ten digits (unique in the table). */
export function paymentConfirmationNumber(): string {
  return `PO-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}
