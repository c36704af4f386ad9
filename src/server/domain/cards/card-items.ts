import type { Kysely, Transaction } from 'kysely';
import { cardDisplayName } from '../../../../engine/core/card-display-name';
import { isCardFeatureEligible } from '../../../../engine/core/card-eligibility';
import type { CardItem, ChildCard } from '../../../../engine/core/generated/api.gen';
import { appManifest, limitsManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { availableBalance, ledgerTotals } from '../balances';
import { maskAccountNumber } from '../product-summary';
import type { CardRow } from './card-scope';

type Db = Kysely<Database> | Transaction<Database>;

/** yyyy-mm-dd of the last day of a card's expiry month (fullCardExpDt). */
export function lastDayOfMonth(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function toChildCard(row: Pick<CardRow, 'id' | 'last_four' | 'product_code' | 'holder_name' | 'status' | 'lock_status' | 'role'>): ChildCard {
  return {
    id: row.id,
    lastFour: row.last_four,
    productCode: row.product_code,
    holderName: row.holder_name,
    status: row.status,
    lockStatus: row.lock_status,
    role: row.role,
    cardNumber: maskAccountNumber(row.last_four),
  };
}

/** Open child cards of the given cards, by parent id. */
async function childCardsOf(db: Db, parentIds: readonly string[]): Promise<Map<string, ChildCard[]>> {
  const byParent = new Map<string, ChildCard[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .selectFrom('cards')
    .selectAll()
    .where('parent_card_id', 'in', [...parentIds])
    .where('status', '<>', 'CL')
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (!row.parent_card_id) continue;
    byParent.set(row.parent_card_id, [...(byParent.get(row.parent_card_id) ?? []), toChildCard(row)]);
  }
  return byParent;
}

/** The names of everyone holding an open card on each account (a card's additionalOwners are the others). */
async function holdersOf(db: Db, arrangementIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const byAccount = new Map<string, Set<string>>();
  if (arrangementIds.length === 0) return byAccount;
  const rows = await db
    .selectFrom('cards')
    .select(['arrangement_id', 'holder_name'])
    .where('arrangement_id', 'in', [...arrangementIds])
    .where('status', '<>', 'CL')
    .where('role', '<>', 'Authorized User')
    .execute();
  for (const row of rows) byAccount.set(row.arrangement_id, (byAccount.get(row.arrangement_id) ?? new Set()).add(row.holder_name));
  return byAccount;
}

function limitsOf(card: CardRow, availableCents: number | undefined): CardItem['limits'] {
  if (card.card_kind === 'debit') {
    return [
      { kind: 'DAILY_PURCHASE', amountCents: limitsManifest.cards.debitDailyPurchaseCents },
      { kind: 'DAILY_ATM', amountCents: limitsManifest.cards.debitDailyAtmCents },
    ];
  }
  return [
    { kind: 'CREDIT_LIMIT', amountCents: card.credit_limit_cents ?? 0 },
    { kind: 'AVAILABLE_CREDIT', amountCents: availableCents ?? 0 },
  ];
}

/**
 * Cards as card items, in the order given. Only the last four digits are ever shown. `staff`: the session is
 * OneView (oneViewClickable).
 */
export async function toCardItems(db: Db, cards: readonly CardRow[], options: { staff: boolean }): Promise<CardItem[]> {
  const accountIds = [...new Set(cards.map((card) => card.arrangement_id))];
  const creditIds = [...new Set(cards.filter((card) => card.card_kind === 'credit').map((card) => card.arrangement_id))];
  const [children, holders, totals] = await Promise.all([childCardsOf(db, cards.map((card) => card.id)), holdersOf(db, accountIds), ledgerTotals(db, creditIds)]);
  return cards.map((card) => {
    const debit = card.card_kind === 'debit';
    const totalsOfAccount = totals.get(card.arrangement_id);
    const productDescription = card.product_description ?? '';
    const open = card.status !== 'CL';
    return {
      id: card.id,
      type: debit ? 'DEBIT' : 'CREDIT',
      subType: debit ? 'K' : card.product_code,
      name: cardDisplayName({ productDescription: card.product_description }),
      description: productDescription,
      status: card.status,
      holder: card.holder_name,
      lockStatus: card.lock_status,
      maskedNumber: maskAccountNumber(card.last_four),
      limits: limitsOf(card, totalsOfAccount ? availableBalance(card.product_kind, totalsOfAccount, card.credit_limit_cents) : undefined),
      additions: {
        additionalOwners: [...(holders.get(card.arrangement_id) ?? [])].filter((name) => name !== card.holder_name).sort(),
        childCards: children.get(card.id) ?? [],
        accountSummaryType: card.account_summary_type as CardItem['additions']['accountSummaryType'],
        role: card.role,
        accountOwnershipCode: card.account_ownership_code as CardItem['additions']['accountOwnershipCode'],
        ccBalTxfrEligible: !debit && card.status === 'AC' && card.role === 'Primary Cardholder',
        oneViewClickable: options.staff,
        lockEligible: open && card.status !== 'UN',
        cardPolicyRefId: card.card_policy_ref_id,
        checkingAcctId: debit ? card.arrangement_id : appManifest.cardEligibility.defaultCheckingAccountId,
        productDescription,
        productDescriptionChkAcct: debit ? card.account_name : null,
        fullCardExpDt: lastDayOfMonth(card.expiry_year, card.expiry_month),
        arrangementId: card.arrangement_id,
        accountName: card.account_name,
        brand: card.brand,
        issuance: card.issuance,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        activationRequired: card.status === 'IN',
        digitalIssuanceEligible: debit && isCardFeatureEligible({ productCode: card.product_code, status: card.status }, appManifest.cardEligibility),
        pinSet: card.pin_hash !== null,
        productCode: card.product_code,
      },
    };
  });
}
