import type { Kysely } from 'kysely';
import type { PrecheckAddress, PrecheckEmail, PrecheckMemberDetails, PrecheckPhone } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';

/** The contact kinds the profile intercept checks. */
export type ContactKind = 'address' | 'phone' | 'email';

/** The profile intercept's and change-of-address alert's view of a member's contact points. */
export interface ContactReview {
  /** Only what needs attention: missing, invalid or deactivated points, and a temporary address with its expiry. */
  memberDetails: PrecheckMemberDetails;
  /** Kinds with a missing, invalid or deactivated point (PRF when any). */
  flagged: ContactKind[];
  /** MM-DD-YYYY expiry of a temporary address still in force (COA). */
  temporaryAddressExpires?: string;
}

const MISSING = 'Missing';

const blankAddress = (status: string): PrecheckAddress => ({ addressLine1: '', addressLine2: '', addressLine3: '', city: '', state: '', zipCode: '', status });

/** "2026-12-31" as "12-31-2026": the form [alertExpdate] expects (the form turns its dashes into slashes). */
export function alertExpdateOf(isoDate: string): string {
  return `${isoDate.slice(5, 7)}-${isoDate.slice(8, 10)}-${isoDate.slice(0, 4)}`;
}

/**
 * Reviews a member's contact points: no mailing address, no phone or no email on file counts as missing; a point
 * marked INVALID or D (deactivated) is listed with that status; active points are fine and left out. A temporary
 * address that has not expired by `today` raises the change-of-address alert with its expiry date.
 */
export async function reviewContacts(db: Kysely<Database>, userId: string, today: string): Promise<ContactReview> {
  const [addresses, phones, emails] = await Promise.all([
    db.selectFrom('member_postal_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('member_phone_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('member_electronic_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  const flagged: ContactKind[] = [];
  const details: PrecheckMemberDetails = { phone: [] };

  const mailing = addresses.find((address) => address.address_type === 'MAILING');
  const temporary = addresses.find((address) => address.address_type === 'TEMPORARY' && address.expires_on !== null && address.expires_on >= today);
  if (!mailing || mailing.status !== 'ACTIVE') {
    flagged.push('address');
    details.address = mailing
      ? { addressLine1: mailing.address_line1, addressLine2: mailing.address_line2, addressLine3: mailing.address_line3, city: mailing.city, state: mailing.state, zipCode: mailing.zip_code, status: mailing.status }
      : blankAddress(MISSING);
  }
  let temporaryAddressExpires: string | undefined;
  if (temporary?.expires_on) {
    temporaryAddressExpires = alertExpdateOf(temporary.expires_on);
    details.address ??= {
      addressLine1: temporary.address_line1,
      addressLine2: temporary.address_line2,
      addressLine3: temporary.address_line3,
      city: temporary.city,
      state: temporary.state,
      zipCode: temporary.zip_code,
      status: temporary.status,
    };
    details.address.alertExpdate = temporaryAddressExpires;
  }

  const phoneIssues: PrecheckPhone[] =
    phones.length === 0
      ? [{ number: '', extension: '', status: MISSING }]
      : phones.filter((phone) => phone.status !== 'ACTIVE').map((phone) => ({ number: phone.number, extension: phone.extension, status: phone.status }));
  if (phoneIssues.length > 0) {
    flagged.push('phone');
    details.phone = phoneIssues;
  }

  const email = emails.find((candidate) => candidate.status === 'ACTIVE') ?? emails[0];
  const emailIssue: PrecheckEmail | undefined = !email ? { emailAddress: '', status: MISSING } : email.status === 'ACTIVE' ? undefined : { emailAddress: email.email_address, status: email.status };
  if (emailIssue) {
    flagged.push('email');
    details.email = emailIssue;
  }
  return { memberDetails: details, flagged, ...(temporaryAddressExpires ? { temporaryAddressExpires } : {}) };
}

/** Records 'Remind Me Later' on the profile intercept: it is not raised again in this session. */
export async function remindAboutProfileLater(db: Kysely<Database>, input: { sessionId: string; userId: string; now: Date }): Promise<void> {
  await db
    .insertInto('profile_reminders')
    .values({ session_id: input.sessionId, user_id: input.userId, reminded_at: input.now })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ reminded_at: input.now }))
    .execute();
}

export async function remindedThisSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  return (await db.selectFrom('profile_reminders').select('session_id').where('session_id', '=', sessionId).executeTakeFirst()) !== undefined;
}
