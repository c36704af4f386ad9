import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals stored refresh tokens, derived from the client secret: every server process of the credit union
 * has the secret, and a refresh token is worthless without it anyway. A new secret leaves older tokens unreadable,
 * which only ends those sessions' silent renewal.
 */
function sealingKey(clientSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', clientSecret, 'identity-provider-sign-in', 'refresh-token-at-rest', 32));
}

/** AES-256-GCM: iv, tag and ciphertext, base64url, so a leaked table holds no usable refresh token. */
export function sealToken(token: string, clientSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(clientSecret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed token, or undefined when it was sealed under another key or altered. */
export function unsealToken(sealed: string, clientSecret: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(clientSecret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
