import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so two equal payloads always give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 (hex) of the canonical JSON of an action's payload: what a challenge approves, so a code passed for one
 * transfer cannot approve another or an edited one. Leave secrets (passwords) out of the payload: the hash is stored.
 */
export function payloadFingerprint(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload), 'utf8').digest('hex');
}
