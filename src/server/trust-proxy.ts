import { isIP } from 'node:net';

/**
 * Which proxies in front of this server may say who the client is (X-Forwarded-For): none, the nearest `hops`
 * proxies, or the proxies at these addresses and networks. Never "everyone": with that, a client names its own
 * address, and every per-address limit (sign-in, sign-in help, invitations) is keyed on whatever it writes.
 */
export type TrustProxy = false | number | readonly string[];

/** A start-up setting that cannot be used: the server refuses to start, with this one line. */
export class StartupSettingError extends Error {}

/** The named address ranges Fastify's proxy-addr knows (loopback, link-local, unique-local). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number is how many proxies in front are trusted (hops); otherwise a
 * comma-separated list of proxy addresses or CIDRs (10.0.0.0/8, 2001:db8::/32) or loopback/linklocal/uniquelocal.
 * "true", "1"-as-everything and anything else are refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (Number.isSafeInteger(hops) && hops <= 32) return hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isAddressOrCidr(entry))) return entries;
  }
  throw new StartupSettingError(
    `TRUST_PROXY must be a number of proxy hops (1, 2, ...) or a comma-separated list of proxy addresses or CIDRs, found "${text}"`,
  );
}

/**
 * What Fastify's trustProxy option takes for a setting: false (the client is the socket's peer), the list of proxy
 * addresses, or for a hop count a function trusting the nearest `hops` addresses of the forwarded chain.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return [...setting];
}
