import { createHash } from 'node:crypto';

/**
 * At most this many summaries per process. An answer is a few kilobytes (a member's handful of accounts), so the
 * bound keeps the cache to tens of megabytes, while covering the members active within minutes on a process.
 */
export const PRODUCT_SUMMARY_CACHE_ENTRIES = 5_000;

/**
 * Raised whenever the summary's shape or the way it is computed changes, so an ETag a browser kept from an older
 * server never matches a newer answer.
 */
const ANSWER_FORM = 1;

/** Everything a summary answer depends on besides the database (whose part is the version). */
export interface ProductSummaryInputs {
  /** The signed-in user: an answer is never shared between users, even over the same accounts. */
  userId: string;
  staff: boolean;
  agreementIds: readonly string[];
  /** A trusted user's shared accounts (null: every account of the agreements); a change of them is a new key. */
  arrangementIds: readonly string[] | null;
  mask: boolean;
  /** Whose Edit Accounts choices apply. */
  preferencesOf: string;
  /** The business day: a scheduled loan turns past due by it. */
  today: string;
}

/** The cache key of a summary's inputs (the agreements sorted: the same set is the same answer). */
export function productSummaryKey(inputs: ProductSummaryInputs): string {
  return JSON.stringify([ANSWER_FORM, inputs.userId, inputs.staff, [...inputs.agreementIds].sort(), inputs.arrangementIds === null ? null : [...inputs.arrangementIds].sort(), inputs.mask, inputs.preferencesOf, inputs.today]);
}

/** The ETag of the answer for `key` at `version`: the same in every server process, so any of them can answer 304. */
export function productSummaryEtag(key: string, version: string): string {
  return `"${createHash('sha256').update(key).update('\n').update(version).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak and strong forms compare alike for a GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
