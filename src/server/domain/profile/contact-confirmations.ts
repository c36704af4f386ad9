import type { Kysely } from 'kysely';
import { formatDayIn } from '../../../../engine/core/date-format';
import { maskPhone } from '../../../../engine/core/phone';
import { resolveTemplate } from '../../../../engine/core/template';
import { appManifest } from '../../../manifests';
import { profileManifest } from '../../../manifests/profile-manifest';
import type { Database } from '../../db/schema';
import { manifestIn } from '../../i18n/localized-manifest';
import { languageOf } from '../../i18n/user-language';
import { businessDate } from '../business-date';
import type { MessageSender } from '../../messaging/message-sender';
import type { EmailChange, PhoneChange } from './profile-contacts';

/**
 * What a confirmation needs in the language of the user it goes to: profile.json's texts in it, and the values its
 * texts name, with the credit union's date (its time zone, not the server's) as the language writes it.
 */
async function inLanguageOf(db: Kysely<Database>, userId: string, now: Date) {
  const locale = await languageOf(db, userId);
  return { profile: manifestIn(profileManifest, 'profile.json', locale), values: { productName: appManifest.productName, date: formatDayIn(businessDate(now), locale) } };
}

/** "nina.patel@example.com" as "n•••@example.com": a confirmation never spells out the other address. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

/**
 * A phone change confirmed to both ends: the new number by SMS, and the number it replaced (or, for an added phone,
 * the active one already on file) so a member whose session was taken over learns of it.
 */
export async function confirmPhoneChange(db: Kysely<Database>, sender: MessageSender, input: { userId: string; change: PhoneChange; now: Date }): Promise<void> {
  const { profile, values } = await inLanguageOf(db, input.userId, input.now);
  const filled = { ...values, masked: maskPhone(input.change.next) };
  if (input.change.previous !== undefined && input.change.previous !== input.change.next) {
    await sender.sendSms({ userId: input.userId, number: input.change.previous }, resolveTemplate(profile.confirmations.phoneChangedOld, filled));
  }
  await sender.sendSms({ userId: input.userId, number: input.change.next }, resolveTemplate(profile.confirmations.phoneChangedNew, filled));
}

/** An email change confirmed to the old address (when there was one) and to the new one. */
export async function confirmEmailChange(db: Kysely<Database>, sender: MessageSender, input: { userId: string; change: EmailChange; now: Date }): Promise<void> {
  const { profile, values } = await inLanguageOf(db, input.userId, input.now);
  const filled = { ...values, masked: maskEmail(input.change.next) };
  if (input.change.previous !== undefined && input.change.previous !== input.change.next) {
    await sender.sendEmail({ userId: input.userId, address: input.change.previous }, resolveTemplate(profile.confirmations.emailChangedOld, filled));
  }
  await sender.sendEmail({ userId: input.userId, address: input.change.next }, resolveTemplate(profile.confirmations.emailChangedNew, filled));
}

/**
 * A postal address added or changed, told on every phone (SMS) and every email address on file: where cards, checks
 * and statements go is what a takeover changes first, so the member hears of it wherever they can be reached.
 */
export async function noticeAddressChange(
  db: Kysely<Database>,
  sender: MessageSender,
  input: { userId: string; type: keyof typeof profileManifest.addressVerification.typeLabels; now: Date },
): Promise<void> {
  const [phones, emails] = await Promise.all([
    db.selectFrom('member_phone_addresses').select('number').where('user_id', '=', input.userId).where('status', '=', 'ACTIVE').orderBy('id').execute(),
    db.selectFrom('member_electronic_addresses').select('email_address').where('user_id', '=', input.userId).where('status', '=', 'ACTIVE').orderBy('id').execute(),
  ]);
  const { profile, values } = await inLanguageOf(db, input.userId, input.now);
  const kind = String(profile.addressVerification.typeLabels[input.type] ?? input.type);
  const text = resolveTemplate(profile.confirmations.addressChanged, { ...values, kind });
  for (const number of new Set(phones.map((phone) => phone.number))) await sender.sendSms({ userId: input.userId, number }, text);
  for (const address of new Set(emails.map((email) => email.email_address))) await sender.sendEmail({ userId: input.userId, address }, text);
}
