import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A random code of `length` digits (leading zeros kept), from the CSPRNG. */
export function newOtpCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** What is stored for a code: SHA-256 salted with its delivery id, so equal codes never share a hash. */
export function hashOtpCode(deliveryId: string, code: string): string {
  return createHash('sha256').update(`${deliveryId}:${code}`, 'utf8').digest('hex');
}

export function otpMatches(deliveryId: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtpCode(deliveryId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
