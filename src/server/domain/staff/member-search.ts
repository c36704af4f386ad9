import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { StaffMemberSearchResult } from '../../../../engine/core/generated/api.gen';
import { maskPhone } from '../../../../engine/core/phone';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { maskAccountNumber } from '../product-summary';

/** What a term looks like, for the audit (which never keeps the term itself). */
export type SearchKind = 'email' | 'memberNumber' | 'number' | 'name';

/** A member search as the route hands it over: the term as typed and the page wanted (0 first). */
export interface MemberSearch {
  readonly query: string;
  readonly page?: number | undefined;
}

const MEMBER_NUMBER = /^m\d+$/i;
// Only what people type around numbers: digits, spaces, dashes, dots, brackets, a plus, a mask.
const NUMBER_LIKE = /^[\d\s\-().+•*]+$/;
/** Fewest digits a number search compares: an account's or a phone's last four. */
const LAST_FOUR = 4;

/** The kind of term: an email, a member number (M100001), a number (account or phone), else a name or username. */
export function searchKindOf(term: string): SearchKind {
  if (term.includes('@')) return 'email';
  if (MEMBER_NUMBER.test(term)) return 'memberNumber';
  if (NUMBER_LIKE.test(term) && term.replace(/\D/g, '').length >= LAST_FOUR) return 'number';
  return 'name';
}

/** The term as the audit may keep it: its first two characters, the rest masked. */
export function maskedSearchTerm(term: string): string {
  return `${[...term].slice(0, 2).join('')}•••`;
}

/** A LIKE pattern that finds `text` anywhere, with the user's own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

type Members = ExpressionBuilder<Database & { m: Database['members'] }, 'm'>;

/** Every way the term may name a member: any one matching finds them. */
function matches(eb: Members, term: string, kind: SearchKind): Expression<SqlBool> {
  const pattern = containing(term);
  const criteria: Expression<SqlBool>[] = [
    eb('m.full_name', 'ilike', pattern),
    eb('m.given_name', 'ilike', pattern),
    eb('m.family_name', 'ilike', pattern),
    eb(sql<string>`${sql.ref('m.given_name')} || ' ' || ${sql.ref('m.family_name')}`, 'ilike', pattern),
    eb('m.username', 'ilike', pattern),
    eb('m.external_id', 'ilike', term.replace(/[\\%_]/g, '\\$&')),
    eb.exists(
      eb
        .selectFrom('member_electronic_addresses as e')
        .select('e.id')
        .whereRef('e.user_id', '=', 'm.id')
        .where('e.status', '!=', 'D')
        .where('e.email_address', 'ilike', pattern),
    ),
  ];
  if (kind === 'number') {
    const digits = term.replace(/\D/g, '');
    criteria.push(
      eb.exists(
        eb
          .selectFrom('arrangements as ar')
          .innerJoin('service_agreements as owner', 'owner.id', 'ar.agreement_id')
          .select('ar.id')
          .whereRef('owner.primary_user_id', '=', 'm.id')
          .where('owner.is_master', '=', true)
          .where((inner) => (digits.length === LAST_FOUR ? inner('ar.account_number', 'like', `%${digits}`) : inner('ar.account_number', '=', digits))),
      ),
      eb.exists(
        eb
          .selectFrom('member_phone_addresses as p')
          .select('p.id')
          .whereRef('p.user_id', '=', 'm.id')
          .where('p.status', '!=', 'D')
          .where('p.number', 'like', `%${digits}%`),
      ),
    );
  }
  return eb.or(criteria);
}

/**
 * The service desk's member search: members, never staff, found by name (given, family or full),
 * username, member number, account number (full, or its last four), phone (digits compared) or email, case-insensitive.
 * Only members with a master agreement are found, since only they can be opened. One page of
 * config/staff.json's desk.pageSize, ordered by family name, with masked numbers and the total found.
 */
export async function searchMembers(db: Kysely<Database>, search: MemberSearch): Promise<StaffMemberSearchResult> {
  const { pageSize, queryMinLength, membershipTypes } = staffManifest.desk;
  const term = search.query.trim();
  if ([...term].length < queryMinLength) throw new ApiProblem(400, 'BAD_REQUEST', '/query');
  const kind = searchKindOf(term);
  const page = search.page ?? 0;

  const found = db
    .selectFrom('members as m')
    .where((eb) => eb.or([eb('m.employee_guid', 'is', null), eb('m.employee_guid', '=', '')]))
    .where((eb) =>
      eb.exists(eb.selectFrom('service_agreements as master').select('master.id').whereRef('master.primary_user_id', '=', 'm.id').where('master.is_master', '=', true)),
    )
    .where((eb) => matches(eb, term, kind));
  const { total } = await found.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await found
    .select(['m.id', 'm.full_name', 'm.external_id', 'm.member_since', 'm.membership_type'])
    .orderBy('m.family_name')
    .orderBy('m.given_name')
    .orderBy('m.external_id')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();

  const ids = rows.map((row) => row.id);
  const [accounts, addresses, phones] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('arrangements as ar')
            .innerJoin('service_agreements as owner', 'owner.id', 'ar.agreement_id')
            .select(['owner.primary_user_id as member_id', 'ar.name', 'ar.account_number'])
            .where('owner.primary_user_id', 'in', ids)
            .where('owner.is_master', '=', true)
            .orderBy('ar.display_order')
            .orderBy('ar.external_arrangement_id')
            .execute(),
          db
            .selectFrom('member_postal_addresses')
            .select(['user_id', 'address_type', 'city', 'state'])
            .where('user_id', 'in', ids)
            .where('status', '=', 'ACTIVE')
            .where('address_type', 'in', ['RESIDENTIAL', 'MAILING'])
            .execute(),
          db.selectFrom('member_phone_addresses').select(['user_id', 'number']).where('user_id', 'in', ids).where('status', '=', 'ACTIVE').orderBy('id').execute(),
        ]);

  const members = rows.map((row) => {
    // Where the member lives, else where their mail goes.
    const address = addresses.find((a) => a.user_id === row.id && a.address_type === 'RESIDENTIAL') ?? addresses.find((a) => a.user_id === row.id);
    const phone = phones.find((p) => p.user_id === row.id);
    return {
      id: row.id,
      fullName: row.full_name,
      memberNumber: row.external_id,
      memberSince: row.member_since,
      ...(address ? { city: `${address.city}, ${address.state}` } : {}),
      membershipType: row.membership_type === 'P' ? membershipTypes.personal : membershipTypes.business,
      accounts: accounts.filter((a) => a.member_id === row.id).map((a) => ({ name: a.name, maskedNumber: maskAccountNumber(a.account_number) })),
      ...(phone ? { maskedPhone: maskPhone(phone.number) } : {}),
    };
  });
  return { members, total: Number(total), page, pageSize };
}
