import { describe, expect, it } from 'vitest';
import type { CardItem } from '../../../engine/core/generated/api.gen';
import type { RouteAccessFacts } from '../../../engine/react';
import { cardActions } from '../../../screens/cards/card-actions';
import { cardLinks } from '../../../screens/cards/card-links';
import { cardItem } from './support/card-fixtures';

const base = (type: CardItem['type'], extra: Partial<CardItem> = {}, additions: Partial<CardItem['additions']> = {}): CardItem =>
  cardItem(`${type}-1`, type, 'Visa', '1234', extra, additions);

const allFlags = {
  'show-freeze-card-omni': true,
  'show-card-activation': true,
  'show-pin-change': true,
  'show-card-replacement': true,
  'show-kobie-rewards': true,
  'show-change-due-date': true,
  'show-travel-plans': true,
  'show-instant-issuance': true,
  'show-debit-digital-card-issuance': true,
};
const member: RouteAccessFacts = { flags: allFlags, guards: () => true, can: () => true, decision: () => ({ allowed: true }), isMaster: true };
const viewOnly: RouteAccessFacts = { flags: allFlags, guards: (name) => name !== 'canManageCards', can: () => true, decision: () => ({ allowed: true }), isMaster: false };

describe('what the cards list offers for a card', () => {
  it.each([
    ['an active card', base('DEBIT'), member, ['freeze', 'changePin', 'replace']],
    ['a card awaiting activation', base('DEBIT', { status: 'IN' }, { activationRequired: true }), member, ['activate', 'replace']],
    ['a closed card', base('CREDIT', { status: 'CL', lockStatus: 'LOCKED' }), member, []],
    ['an ordered card not made yet', base('DEBIT', { status: 'UN' }, { lockEligible: false }), member, []],
    ['a frozen dormant card', base('DEBIT', { status: 'DA', lockStatus: 'LOCKED' }), member, ['freeze', 'changePin', 'replace']],
    ['a card the server says cannot be locked', base('CREDIT', {}, { lockEligible: false }), member, ['changePin', 'replace']],
    ['any card, to a view-only user', base('CREDIT'), viewOnly, []],
    ['an active card with freeze switched off', base('DEBIT'), { ...member, flags: { ...allFlags, 'show-freeze-card-omni': false } }, ['changePin', 'replace']],
  ] as const)('%s', (_name, card, facts, expected) => {
    expect(cardActions(card, facts)).toEqual(expected);
  });

  it('links a credit card to its rewards, due date and authorized users, and an eligible debit card to issuance', () => {
    const credit = cardLinks(base('CREDIT'), member).map((link) => link.id);
    expect(credit).toEqual(expect.arrayContaining(['card-rewards', 'card-due-date', 'card-authorized-users']));
    expect(credit).not.toContain('card-instant-issuance');
    const debit = cardLinks(base('DEBIT'), member).map((link) => link.id);
    expect(debit).toEqual(expect.arrayContaining(['card-instant-issuance', 'card-digital-issuance']));
    expect(debit).not.toContain('card-rewards');
    expect(cardLinks(base('DEBIT', {}, { digitalIssuanceEligible: false }), member).map((link) => link.id)).not.toContain('card-digital-issuance');
    for (const link of cardLinks(base('CREDIT'), member)) expect(link.href).toMatch(/\?card=CREDIT-1$/);
  });

  it("hides the links an authorized user's card or a view-only user may not follow", () => {
    const authorizedUser = cardLinks(base('CREDIT', {}, { accountSummaryType: 'AU', role: 'Authorized User' }), member).map((link) => link.id);
    expect(authorizedUser).not.toContain('card-authorized-users');
    expect(authorizedUser).not.toContain('card-rewards');
    expect(cardLinks(base('CREDIT'), viewOnly).map((link) => link.id)).not.toContain('card-authorized-users');
    expect(cardLinks(base('CREDIT'), { ...member, flags: { ...allFlags, 'show-kobie-rewards': false } }).map((link) => link.id)).not.toContain('card-rewards');
  });
});
