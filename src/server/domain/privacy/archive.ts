import type { Kysely } from 'kysely';
import { privacyManifest } from '../../../manifests/privacy-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { businessDate } from '../business-date';
import { toCsv } from '../csv';
import { loadPrivacyPreferences } from './preferences';
import { zipArchive, type ZipEntry } from './zip-archive';

type Row = Record<string, unknown>;

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);
const plain = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));

/** One data set as name.json (pretty JSON) and name.csv (the columns given). */
function dataSet(name: string, columns: readonly string[], rows: readonly Row[]): ZipEntry[] {
  const clean = rows.map(plain);
  return [
    { name: `${name}.json`, data: Buffer.from(`${JSON.stringify(clean, null, 2)}\n`, 'utf8') },
    { name: `${name}.csv`, data: Buffer.from(toCsv(columns, clean), 'utf8') },
  ];
}

/**
 * "Download my data" (CCPA right to know): a ZIP of the signed-in user's own data only: their profile and contact
 * details, the accounts of the memberships they hold (agreements whose primary user they are, never accounts they see
 * as someone's trusted user), those accounts' transactions (newest first, config's limit per account), the messages
 * of their own message center, and their preferences (privacy opt-outs and statement delivery). Each as JSON and CSV.
 */
export async function buildDataArchive(db: Kysely<Database>, userId: string, now: Date): Promise<{ fileName: string; bytes: Buffer }> {
  const member = await db
    .selectFrom('members')
    .select(['id', 'external_id', 'username', 'membership_type', 'full_name', 'given_name', 'family_name', 'member_since', 'last_sign_in_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!member) throw new ApiProblem(404, 'NOT_FOUND');
  const [postal, phones, emails] = await Promise.all([
    db.selectFrom('member_postal_addresses').select(['address_type', 'address_line1', 'address_line2', 'address_line3', 'city', 'state', 'zip_code', 'country', 'status']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('member_phone_addresses').select(['phone_type', 'number', 'extension', 'status']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('member_electronic_addresses').select(['email_address', 'status']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  const profile: Row = {
    memberId: member.external_id,
    username: member.username,
    fullName: member.full_name,
    givenName: member.given_name,
    familyName: member.family_name,
    membershipType: member.membership_type,
    memberSince: member.member_since,
    lastSignInAt: member.last_sign_in_at,
    postalAddresses: postal,
    phones,
    emails,
  };

  const accounts = await db
    .selectFrom('arrangements as a')
    .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
    .select(['a.id', 'a.name', 'a.product_type_name', 'a.product_kind', 'a.account_number', 'a.currency', 'a.state', 'a.opened_on'])
    .where('s.primary_user_id', '=', userId)
    .orderBy('a.display_order')
    .orderBy('a.opened_on')
    .orderBy('a.id')
    .execute();
  const transactions: Row[] = [];
  for (const account of accounts) {
    const rows = await db
      .selectFrom('transactions')
      .select(['id', 'booking_date', 'description', 'category', 'amount_cents', 'credit_debit', 'status', 'counterparty_name', 'memo', 'check_number'])
      .where('arrangement_id', '=', account.id)
      .orderBy('booking_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(privacyManifest.archive.transactionsLimit)
      .execute();
    for (const row of rows) transactions.push({ accountNumber: account.account_number, accountName: account.name, ...row });
  }
  const messages = await db
    .selectFrom('messages')
    .select(['confirmation_number', 'sent_at', 'direction', 'message_type', 'status', 'topic_id', 'subject', 'body'])
    .where('owner_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .orderBy('id')
    .execute();
  const privacy = await loadPrivacyPreferences(db, userId);
  const statementDelivery = await db
    .selectFrom('statement_preferences as p')
    .innerJoin('arrangements as a', 'a.id', 'p.arrangement_id')
    .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
    .select(['a.account_number', 'p.delivery', 'p.updated_at'])
    .where('s.primary_user_id', '=', userId)
    .orderBy('a.account_number')
    .execute();
  const preferences: Row[] = [
    { preference: 'marketingOptOut', value: privacy.marketingOptOut, account: null },
    { preference: 'affiliateSharingOptOut', value: privacy.affiliateSharingOptOut, account: null },
    ...statementDelivery.map((row) => ({ preference: 'statementDelivery', value: row.delivery, account: row.account_number })),
  ];

  const day = businessDate(now);
  const entries: ZipEntry[] = [
    {
      name: 'README.txt',
      data: Buffer.from(
        `Your data, prepared ${now.toISOString()} for ${member.full_name} (${member.username}).\r\n` +
          'Each part is here as JSON and as CSV: profile, accounts, transactions, messages, preferences.\r\n' +
          'Amounts are in cents; a DEBIT left your account, a CREDIT came into it.\r\n',
        'utf8',
      ),
    },
    { name: 'profile.json', data: Buffer.from(`${JSON.stringify(plain(profile), null, 2)}\n`, 'utf8') },
    {
      name: 'profile.csv',
      data: Buffer.from(
        toCsv(
          ['field', 'value'],
          Object.entries(plain(profile)).map(([field, value]) => ({ field, value })),
        ),
        'utf8',
      ),
    },
    ...dataSet('accounts', ['account_number', 'name', 'product_type_name', 'product_kind', 'currency', 'state', 'opened_on'], accounts),
    ...dataSet('transactions', ['accountNumber', 'accountName', 'booking_date', 'description', 'category', 'amount_cents', 'credit_debit', 'status', 'counterparty_name', 'memo', 'check_number', 'id'], transactions),
    ...dataSet('messages', ['confirmation_number', 'sent_at', 'direction', 'message_type', 'status', 'topic_id', 'subject', 'body'], messages),
    ...dataSet('preferences', ['preference', 'value', 'account'], preferences),
  ];
  return { fileName: `${privacyManifest.archive.fileNamePrefix}-${day}.zip`, bytes: zipArchive(entries, now) };
}
