import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard) at OWASP's minimum: N=2^17, r=8, p=1 costs 128 MiB and a few hundred
 * milliseconds per check, which is what makes a stolen hash table expensive to attack. The parameters travel inside
 * the stored string, so a hash made with weaker ones (N=2^15 before) still verifies, and sign-in replaces it
 * (needsRehash) once the password is known to be right.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const PASSWORD_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/** The variable a test run lowers N with; never honoured in production. */
export const TEST_SCRYPT_N_VARIABLE = 'PASSWORD_TEST_SCRYPT_N';

/**
 * The parameters new hashes are made with and old ones are measured against: PASSWORD_PARAMS. A test run may lower N
 * (a power of two from 2^10 up) through PASSWORD_TEST_SCRYPT_N, because its thousands of sign-ins would otherwise
 * spend most of their time in scrypt; with NODE_ENV=production the variable stops the process instead.
 */
export function currentPasswordParams(env: NodeJS.ProcessEnv = process.env): Readonly<ScryptParams> {
  const lowered = env[TEST_SCRYPT_N_VARIABLE];
  if (lowered === undefined || lowered === '') return PASSWORD_PARAMS;
  if (env.NODE_ENV === 'production') throw new Error(`${TEST_SCRYPT_N_VARIABLE} is for tests only: unset it in production`);
  const N = Number(lowered);
  if (!Number.isSafeInteger(N) || N < 2 ** 10 || N > PASSWORD_PARAMS.N || (N & (N - 1)) !== 0) {
    throw new Error(`${TEST_SCRYPT_N_VARIABLE} must be a power of two from 1024 to ${PASSWORD_PARAMS.N}`);
  }
  return { ...PASSWORD_PARAMS, N };
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';
/** The most a stored hash may ask for (N=2^20, r=16): a tampered row must not make one check take gigabytes. */
const MAX_COST = 128 * 2 ** 20 * 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128*N*r bytes (plus a little); Node refuses past maxmem (32 MiB by default), so allow twice that.
  const options: ScryptOptions = { ...params, maxmem: 2 * 128 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with a fresh random salt: `scrypt$N$r$p$salt$hash` (base64url). `params` only for tests of old hashes. */
export async function hashPassword(password: string, params: Readonly<ScryptParams> = currentPasswordParams()): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isSafeInteger(N) || !Number.isSafeInteger(r) || !Number.isSafeInteger(p)) return undefined;
  // N must be a power of two above 1 (scrypt's own rule); a cost past the cap is refused rather than computed.
  if (N < 2 || (N & (N - 1)) !== 0 || 128 * N * r > MAX_COST || p > 16) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length !== KEY_LENGTH) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than today's (or cannot be read): rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  const current = currentPasswordParams();
  return N < current.N || r < current.r || p < current.p;
}

let decoy: Promise<string> | undefined;

/**
 * A hash of nothing anyone can type, checked when the username is unknown so that answer takes as long as a wrong
 * password for a real member (no user enumeration by timing).
 */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  return decoy;
}
