import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { identityKeyring, type IdentityKey, type IdentityKeyring } from './identity-keys';

/** A member's identity facts in the clear: only ever in memory. */
export interface IdentityFacts {
  /** The last four digits of the SSN or TIN. */
  taxIdLast4: string;
  /** yyyy-mm-dd. */
  birthDate: string;
}

/** The stored form of one member's facts (member_identity_facts, 0048). */
export interface SealedIdentityFacts {
  /** Which key-encryption key wrapped the data key. */
  key_id: string;
  /** The row's own data key, AES-256-GCM under that key: iv.tag.ciphertext (base64url). */
  wrapped_key: string;
  /** The facts, AES-256-GCM under the data key, bound to the member's id: iv.tag.ciphertext (base64url). */
  sealed_facts: string;
  /** HMAC-SHA256 of the facts under the key's index subkey: equality matching without decrypting (blind index). */
  match_index: string;
}

const ALGORITHM = 'aes-256-gcm';

function encrypt(key: Buffer, plain: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function decrypt(key: Buffer, sealed: string, context: string): Buffer {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('identity facts: malformed ciphertext');
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** The blind index of a pair of facts under one key (the digits and the date, as sign-in help compares them). */
export function blindIndex(key: IdentityKey, facts: IdentityFacts): string {
  return createHmac('sha256', key.indexKey).update(`${facts.taxIdLast4}|${facts.birthDate}`, 'utf8').digest('base64url');
}

/** The blind indexes the facts would have under every key a row may name: what a lookup matches against. */
export function blindIndexes(facts: IdentityFacts, ring: IdentityKeyring = identityKeyring()): string[] {
  return ring.all.map((key) => blindIndex(key, facts));
}

/**
 * Seals a member's facts: a fresh data key for the row encrypts them (bound to the member's id, so a row copied onto
 * another member does not open), and the current key-encryption key wraps that data key.
 */
export function sealIdentityFacts(userId: string, facts: IdentityFacts, ring: IdentityKeyring = identityKeyring()): SealedIdentityFacts {
  const key = ring.current;
  const dataKey = randomBytes(32);
  const plain = Buffer.from(JSON.stringify({ taxIdLast4: facts.taxIdLast4, birthDate: facts.birthDate }), 'utf8');
  return {
    key_id: key.id,
    wrapped_key: encrypt(key.wrapKey, dataKey, `identity-facts data key ${key.id}`),
    sealed_facts: encrypt(dataKey, plain, `identity-facts ${userId}`),
    match_index: blindIndex(key, facts),
  };
}

/** Opens a sealed row with the key it names (current or retired); throws when that key is unknown or the row was altered. */
export function openIdentityFacts(userId: string, row: Pick<SealedIdentityFacts, 'key_id' | 'wrapped_key' | 'sealed_facts'>, ring: IdentityKeyring = identityKeyring()): IdentityFacts {
  const key = ring.all.find((candidate) => candidate.id === row.key_id);
  if (!key) throw new Error(`identity facts: no key "${row.key_id}" in IDENTITY_KEY or IDENTITY_RETIRED_KEYS`);
  const dataKey = decrypt(key.wrapKey, row.wrapped_key, `identity-facts data key ${key.id}`);
  const facts = JSON.parse(decrypt(dataKey, row.sealed_facts, `identity-facts ${userId}`).toString('utf8')) as IdentityFacts;
  return { taxIdLast4: facts.taxIdLast4, birthDate: facts.birthDate };
}
