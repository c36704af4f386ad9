import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { limitsManifest } from '../../../manifests';
import type { CardsTable } from '../../db/schema';
import type { CardRow } from './card-scope';

/** `tok_` and 24 hex digits: what stands for a card number, which is never stored. */
export function newCardToken(): string {
  return `tok_${randomBytes(12).toString('hex')}`;
}

/** 'CP-' and eight digits: the reference a lock or unlock must send back. */
export function newCardPolicyRefId(): string {
  return `CP-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Four digits other than `avoid` (a new number must look new to the member). */
export function newLastFour(avoid?: string): string {
  for (;;) {
    const candidate = String(randomInt(0, 10_000)).padStart(4, '0');
    if (candidate !== avoid) return candidate;
  }
}

/** Expiry of a card issued now: config/limits.json cards.newCardExpiryYears after this month. */
export function newExpiry(now: Date): { expiry_month: number; expiry_year: number } {
  return { expiry_month: now.getUTCMonth() + 1, expiry_year: now.getUTCFullYear() + limitsManifest.cards.newCardExpiryYears };
}

/**
 * A new plastic modelled on `template` (same account, holder, product and role) with a fresh token, policy reference
 * and expiry, awaiting activation (IN), unlocked, without a PIN. `lastFour` defaults to a new number.
 */
export function newCardFrom(template: CardRow, now: Date, overrides: Partial<Insertable<CardsTable>> = {}): Insertable<CardsTable> {
  return {
    id: randomUUID(),
    arrangement_id: template.arrangement_id,
    holder_user_id: template.holder_user_id,
    holder_name: template.holder_name,
    card_kind: template.card_kind,
    brand: template.brand,
    product_code: template.product_code,
    product_description: template.product_description,
    last_four: newLastFour(template.last_four),
    ...newExpiry(now),
    status: 'IN',
    lock_status: 'UNLOCKED',
    card_token: newCardToken(),
    card_policy_ref_id: newCardPolicyRefId(),
    parent_card_id: template.parent_card_id,
    role: template.role,
    account_summary_type: template.account_summary_type,
    account_ownership_code: template.account_ownership_code,
    issuance: 'MAILED',
    issued_at: now,
    ...overrides,
  };
}
