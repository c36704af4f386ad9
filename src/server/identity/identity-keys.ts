import { hkdfSync } from 'node:crypto';

/**
 * The key-encryption keys that protect members' identity facts at rest, from the environment:
 * - IDENTITY_KEY: the current key, `<key id>:<32 bytes in base64>`. New rows are sealed with it.
 * - IDENTITY_RETIRED_KEYS: earlier keys, comma-separated in the same form, kept until every row is rewrapped
 *   (rotateIdentityFacts): a row names the key id that wrapped it, so old rows still open after a rotation.
 * Without IDENTITY_KEY the fixed DEMO-ONLY key below is used; the server refuses to start that way outside demo mode
 * (main.ts), since a key written in the source protects nothing.
 *
 * Each key is never used directly: HKDF derives one subkey to wrap the per-row data keys and another for the keyed
 * HMAC (blind index) that lets sign-in help match facts without decrypting every row.
 */
export interface IdentityKey {
  id: string;
  /** Wraps (AES-256-GCM) the data key of each row. */
  wrapKey: Buffer;
  /** HMAC-SHA256 key of the blind index. */
  indexKey: Buffer;
}

export interface IdentityKeyring {
  current: IdentityKey;
  /** Every key a row may name: the current one first, then the retired ones. */
  all: IdentityKey[];
}

/** DEMO ONLY, never for real members' data: used when IDENTITY_KEY is unset (demo mode, tests). */
export const DEMO_IDENTITY_KEY = 'demo-only:REVNTy1PTkxZIGlkZW50aXR5IGtleSwgcHVibGljISE=';
export const DEMO_IDENTITY_KEY_ID = 'demo-only';

const KEY_ID = /^[A-Za-z0-9._-]{1,40}$/;

function derive(material: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), `identity-facts ${purpose}`, 32));
}

/** One `<key id>:<base64>` entry; the key must be 32 bytes (256 bits). */
export function parseIdentityKey(text: string, name = 'IDENTITY_KEY'): IdentityKey {
  const at = text.indexOf(':');
  const id = text.slice(0, at).trim();
  const material = Buffer.from(text.slice(at + 1).trim(), 'base64');
  if (at <= 0 || !KEY_ID.test(id)) throw new Error(`${name} must be "<key id>:<32 bytes in base64>" (key id: letters, digits, . _ -)`);
  if (material.length !== 32) throw new Error(`${name} (key "${id}") must be 32 bytes in base64, found ${material.length} bytes`);
  return { id, wrapKey: derive(material, 'wrap'), indexKey: derive(material, 'index') };
}

/** The keyring IDENTITY_KEY and IDENTITY_RETIRED_KEYS describe (the demo key without IDENTITY_KEY). */
export function identityKeyringFrom(env: NodeJS.ProcessEnv): IdentityKeyring {
  const currentText = env.IDENTITY_KEY?.trim() || DEMO_IDENTITY_KEY;
  const current = parseIdentityKey(currentText);
  const retired = (env.IDENTITY_RETIRED_KEYS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => parseIdentityKey(entry, 'IDENTITY_RETIRED_KEYS'));
  const ids = new Set<string>();
  for (const key of [current, ...retired]) {
    if (ids.has(key.id)) throw new Error(`Identity key id "${key.id}" is listed twice`);
    ids.add(key.id);
  }
  return { current, all: [current, ...retired] };
}

/** Whether the environment names a real identity key (the server refuses the demo key outside demo mode). */
export function hasRealIdentityKey(env: NodeJS.ProcessEnv): boolean {
  const text = env.IDENTITY_KEY?.trim();
  return text !== undefined && text !== '' && !text.startsWith(`${DEMO_IDENTITY_KEY_ID}:`);
}

let keyring: IdentityKeyring | undefined;

/** The process's keyring, read from the environment once (tests replace it with useIdentityKeyring). */
export function identityKeyring(): IdentityKeyring {
  keyring ??= identityKeyringFrom(process.env);
  return keyring;
}

/** Replaces the process's keyring (a rotation test, or a server given its keys another way); undefined re-reads the environment. */
export function useIdentityKeyring(next: IdentityKeyring | undefined): void {
  keyring = next;
}
