import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { verifyUsAddress, type AddressVerification } from '../../../../engine/core/address-verification';
import type {
  AddressVerificationRequest,
  ProfileEmailRequest,
  ProfilePhoneRequest,
  ProfilePostalAddressRequest,
  ProfilePostalAddressUpdate,
  UserProfile,
} from '../../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import { profileManifest } from '../../../manifests/profile-manifest';
import type { Database, MemberPostalAddressesTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { formProblem } from '../../forms';

type PostalRow = Selectable<MemberPostalAddressesTable>;
type AddressType = PostalRow['address_type'];

const PHONE_TYPES: readonly string[] = ['MOBILE', 'HOME', 'WORK'];

type ProfileManifest = typeof profileManifest;

/** A 400 in the profile's own words (config/profile.json), read in the reader's language when it is answered. */
function profileProblem(errors: readonly { path: string; message: (manifest: ProfileManifest) => string }[]): ApiProblem {
  return ApiProblem.inManifest(400, 'BAD_REQUEST', { name: 'profile.json', bundled: profileManifest, errors });
}

/** One of the profile's rules broken, at `path`. */
function ruleProblem(path: string, key: keyof ProfileManifest['errors'], values: (manifest: ProfileManifest) => Record<string, string> = () => ({})): ApiProblem {
  return profileProblem([{ path, message: (manifest) => resolveTemplate(manifest.errors[key], values(manifest)) }]);
}

/** The user profile: the person's own phone, postal and electronic addresses, in a stable order. */
export async function loadUserProfile(db: Kysely<Database>, userId: string): Promise<UserProfile> {
  const [addresses, phones, emails] = await Promise.all([
    db.selectFrom('member_postal_addresses').selectAll().where('user_id', '=', userId).orderBy('address_type').orderBy('id').execute(),
    db.selectFrom('member_phone_addresses').selectAll().where('user_id', '=', userId).orderBy('phone_type', 'desc').orderBy('id').execute(),
    db.selectFrom('member_electronic_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    phoneAddresses: phones.map((phone) => ({ key: phone.id, type: phone.phone_type, number: phone.number, extension: phone.extension, status: phone.status })),
    postalAddresses: addresses.map((address) => ({
      key: address.id,
      type: address.address_type,
      townName: address.city,
      countrySubDivision: address.state,
      postalCode: address.zip_code,
      country: address.country,
      status: address.status,
      expiresOn: address.expires_on,
      additions: { addressLine1: address.address_line1, addressLine2: address.address_line2, addressLine3: address.address_line3 },
    })),
    electronicAddresses: emails.map((email) => ({ key: email.id, type: 'EMAIL', address: email.email_address, status: email.status })),
  };
}

/** QASearch: the address checked and written the USPS way (config/profile.json addressVerification). */
export function verifyAddress(request: AddressVerificationRequest, rules: ProfileManifest['addressVerification'] = profileManifest.addressVerification): AddressVerification {
  return verifyUsAddress(
    {
      addressLine1: request.addressLine1,
      addressLine2: request.addressLine2 ?? '',
      addressLine3: request.addressLine3 ?? '',
      city: request.city,
      state: request.state,
      zipCode: request.zipCode,
      ...(request.type === undefined ? {} : { addressType: request.type }),
    },
    rules,
  );
}

type AddressFields = Omit<ProfilePostalAddressUpdate, 'expiresOn'>;

/**
 * The address to store: the form's rules (config/forms/profile-address.json), then the address verification. A valid
 * address is stored as the member chose to write it (the suggestion, or what they typed), with the ZIP in its
 * standard form; an invalid one is a 400 naming the fields, and nothing is written.
 */
async function checkedAddress(db: Kysely<Database>, fields: AddressFields, type: AddressType) {
  const formData = {
    addressLine1: fields.addressLine1,
    ...(fields.addressLine2 === undefined ? {} : { addressLine2: fields.addressLine2 }),
    ...(fields.addressLine3 === undefined ? {} : { addressLine3: fields.addressLine3 }),
    city: fields.city,
    state: fields.state,
    zipCode: fields.zipCode,
  };
  const refused = await formProblem(db, 'profile-address', formData);
  if (refused) throw refused;
  const verification = verifyAddress({ ...formData, type });
  if (verification.verdict === 'INVALID' || !verification.suggestion) {
    // The rules are the release's (a published version rewords them only), so the check made again over the words
    // the reader gets finds the same problems, in the same order, in those words.
    const reworded = (manifest: ProfileManifest, index: number) => verifyAddress({ ...formData, type }, manifest.addressVerification).problems[index]?.message ?? '';
    throw profileProblem(verification.problems.map((problem, index) => ({ path: problem.field, message: (manifest) => reworded(manifest, index) })));
  }
  return {
    address_line1: fields.addressLine1.trim(),
    address_line2: (fields.addressLine2 ?? '').trim(),
    address_line3: (fields.addressLine3 ?? '').trim(),
    city: fields.city.trim(),
    state: verification.suggestion.state,
    zip_code: verification.suggestion.zipCode,
  };
}

/** The last day of a temporary address: required for one (after today), refused for the others. */
function expiryOf(type: AddressType, expiresOn: string | undefined, current: string | null, today: string): string | null {
  if (type !== 'TEMPORARY') {
    if (expiresOn !== undefined) throw ruleProblem('/expiresOn', 'expiresOnNotAllowed');
    return null;
  }
  const chosen = expiresOn ?? current;
  if (chosen === null) throw ruleProblem('/expiresOn', 'expiresOnRequired');
  if (chosen <= today) throw ruleProblem('/expiresOn', 'expiresOnPast');
  return chosen;
}

/** An address write that passed every check, ready to be saved (after the step-up in front of it). */
export interface PostalAddressWrite {
  userId: string;
  /** The row to replace, or null for a new address. */
  id: string | null;
  type: AddressType;
  row: Awaited<ReturnType<typeof checkedAddress>>;
  expiresOn: string | null;
}

/** Checks an address of a type the person does not have yet (one of each type): a 400 for anything wrong, nothing written. */
export async function checkNewPostalAddress(db: Kysely<Database>, input: { userId: string; request: ProfilePostalAddressRequest; today: string }): Promise<PostalAddressWrite> {
  const { type, expiresOn, ...fields } = input.request;
  const row = await checkedAddress(db, fields, type);
  const expires = expiryOf(type, expiresOn, null, input.today);
  const taken = await db.selectFrom('member_postal_addresses').select('id').where('user_id', '=', input.userId).where('address_type', '=', type).executeTakeFirst();
  if (taken) throw ruleProblem('/type', 'typeTaken', (manifest) => ({ type: manifest.copy.addressTypes[type] ?? type }));
  return { userId: input.userId, id: null, type, row, expiresOn: expires };
}

/** Checks a replacement of one of the person's addresses (404 for an id that is not theirs, 400 for a wrong field). */
export async function checkPostalAddressUpdate(db: Kysely<Database>, input: { userId: string; id: string; request: ProfilePostalAddressUpdate; today: string }): Promise<PostalAddressWrite> {
  const current = await db.selectFrom('member_postal_addresses').selectAll().where('id', '=', input.id).where('user_id', '=', input.userId).executeTakeFirst();
  if (!current) throw new ApiProblem(404, 'NOT_FOUND');
  const { expiresOn, ...fields } = input.request;
  const row = await checkedAddress(db, fields, current.address_type);
  const expires = expiryOf(current.address_type, expiresOn, current.expires_on, input.today);
  return { userId: input.userId, id: current.id, type: current.address_type, row, expiresOn: expires };
}

/** Saves a checked address: a new one, or the replacement of one (a saved address is ACTIVE again). */
export async function savePostalAddress(db: Kysely<Database>, write: PostalAddressWrite): Promise<void> {
  if (write.id === null) {
    await db
      .insertInto('member_postal_addresses')
      .values({ id: randomUUID(), user_id: write.userId, address_type: write.type, ...write.row, country: 'US', status: 'ACTIVE', expires_on: write.expiresOn })
      .execute();
    return;
  }
  await db
    .updateTable('member_postal_addresses')
    .set({ ...write.row, status: 'ACTIVE', expires_on: write.expiresOn })
    .where('id', '=', write.id)
    .where('user_id', '=', write.userId)
    .execute();
}

/** The form's rules for a phone (a 9-digit number is a 400 naming /number); digits only. */
export async function checkedPhone(db: Kysely<Database>, request: ProfilePhoneRequest): Promise<{ number: string; extension: string; type: string }> {
  const refused = await formProblem(db, 'profile-phone', request);
  if (refused) throw refused;
  if (!PHONE_TYPES.includes(request.type)) throw ruleProblem('/type', 'phoneTypeUnknown');
  return { number: request.number, extension: request.extension ?? '', type: request.type };
}

/** The form's rules for an email address. */
export async function checkedEmail(db: Kysely<Database>, request: ProfileEmailRequest): Promise<string> {
  const refused = await formProblem(db, 'profile-email', request);
  if (refused) throw refused;
  return request.emailAddress.trim();
}

/** One of the person's phones (404 otherwise). */
export async function ownPhone(db: Kysely<Database>, userId: string, id: string) {
  const phone = await db.selectFrom('member_phone_addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!phone) throw new ApiProblem(404, 'NOT_FOUND');
  return phone;
}

/** One of the person's email addresses (404 otherwise). */
export async function ownEmail(db: Kysely<Database>, userId: string, id: string) {
  const email = await db.selectFrom('member_electronic_addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!email) throw new ApiProblem(404, 'NOT_FOUND');
  return email;
}

/** What a phone change did: the number it replaced (or an active one already on file, for an add) and the new one. */
export interface PhoneChange {
  previous: string | undefined;
  next: string;
}

/** 400 when the number is already one of the person's phones (other than the one being changed): checked before the step-up, and again in the write. */
export async function assertPhoneFree(db: Kysely<Database>, input: { userId: string; number: string; exceptId?: string }): Promise<void> {
  let query = db.selectFrom('member_phone_addresses').select('id').where('user_id', '=', input.userId).where('number', '=', input.number);
  if (input.exceptId !== undefined) query = query.where('id', '!=', input.exceptId);
  if (await query.executeTakeFirst()) throw ruleProblem('/number', 'phoneTaken');
}

/** 400 when the person already has an email address (one per person: edit it instead). */
export async function assertNoEmail(db: Kysely<Database>, userId: string): Promise<void> {
  const existing = await db.selectFrom('member_electronic_addresses').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) throw ruleProblem('/emailAddress', 'emailTaken');
}

/** Adds a phone (400 when the number is already on file); ACTIVE from now on. */
export async function addPhone(db: Kysely<Database>, input: { userId: string; phone: Awaited<ReturnType<typeof checkedPhone>> }): Promise<PhoneChange> {
  await assertPhoneFree(db, { userId: input.userId, number: input.phone.number });
  const existing = await db.selectFrom('member_phone_addresses').select(['number', 'status']).where('user_id', '=', input.userId).orderBy('phone_type', 'desc').orderBy('id').execute();
  await db
    .insertInto('member_phone_addresses')
    .values({ id: randomUUID(), user_id: input.userId, phone_type: input.phone.type, number: input.phone.number, extension: input.phone.extension, status: 'ACTIVE' })
    .execute();
  return { previous: existing.find((phone) => phone.status === 'ACTIVE')?.number, next: input.phone.number };
}

/** Replaces one of the person's phones; ACTIVE again (an invalid or deactivated number fixed). */
export async function updatePhone(db: Kysely<Database>, input: { userId: string; id: string; phone: Awaited<ReturnType<typeof checkedPhone>> }): Promise<PhoneChange> {
  const current = await ownPhone(db, input.userId, input.id);
  await assertPhoneFree(db, { userId: input.userId, number: input.phone.number, exceptId: current.id });
  await db
    .updateTable('member_phone_addresses')
    .set({ phone_type: input.phone.type, number: input.phone.number, extension: input.phone.extension, status: 'ACTIVE' })
    .where('id', '=', current.id)
    .where('user_id', '=', input.userId)
    .execute();
  return { previous: current.number, next: input.phone.number };
}

export interface EmailChange {
  previous: string | undefined;
  next: string;
}

/** Adds the person's email address (one per person: with one on file, edit it instead). */
export async function addEmail(db: Kysely<Database>, input: { userId: string; emailAddress: string }): Promise<EmailChange> {
  await assertNoEmail(db, input.userId);
  await db.insertInto('member_electronic_addresses').values({ id: randomUUID(), user_id: input.userId, email_address: input.emailAddress, status: 'ACTIVE' }).execute();
  return { previous: undefined, next: input.emailAddress };
}

/** Replaces the person's email address; ACTIVE again. */
export async function updateEmail(db: Kysely<Database>, input: { userId: string; id: string; emailAddress: string }): Promise<EmailChange> {
  const current = await ownEmail(db, input.userId, input.id);
  await db
    .updateTable('member_electronic_addresses')
    .set({ email_address: input.emailAddress, status: 'ACTIVE' })
    .where('id', '=', current.id)
    .where('user_id', '=', input.userId)
    .execute();
  return { previous: current.email_address === '' ? undefined : current.email_address, next: input.emailAddress };
}
