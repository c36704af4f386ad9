import { formatDayIn } from '../../engine/core/date-format';
import { resolveTemplate } from '../../engine/core/template';
import { appManifest } from '../../src/manifests';
import { confirmEmailChange, noticeAddressChange } from '../../src/server/domain/profile/contact-confirmations';
import { manifestIn } from '../../src/server/i18n/localized-manifest';
import type { MessageSender } from '../../src/server/messaging/message-sender';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressVerificationResult, Precheck, StepUpError, TfaOptions, UserProfile } from '../../engine/core/generated/api.gen';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { latestOtp, rotatedSid, sendOtp, verifyOtp } from './step-up.support';

const PROFILE = '/api/user-manager/client-api/v2/users/me/profile';
const VERIFY = '/api/profile-manager/client-api/v1/address/verify';
const PRECHECK = '/api/claims-manager-service/client-api/precheck';

type Outbox = { messages: { channel: string; recipient: string; text: string }[] };
/** A phone or email change's confirmation, not the contact-change security alert (on by default) nor an address notice. */
const isConfirmation = (message: { text: string }) => !/on your profile was changed on|address was changed/.test(message.text);

describe.each(databaseKinds())('profile contacts (%s)', (kind) => {
  let t: TestApp;
  let sid: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session = sid) =>
    t.app.inject({ method, url, cookies: { sid: session }, ...(payload === undefined ? {} : { payload }) });
  const profileOf = async (session = sid) => {
    const response = await call('GET', PROFILE, undefined, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as UserProfile;
  };
  const outbox = async (session = sid) => (await call('GET', '/api/dev/outbox', undefined, session)).json() as Outbox;
  const userIdOf = async (username: string) => (await t.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const contactsOf = async (username: string) => {
    const userId = await userIdOf(username);
    const db = t.database.db;
    return {
      addresses: await db.selectFrom('member_postal_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      phones: await db.selectFrom('member_phone_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      emails: await db.selectFrom('member_electronic_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    };
  };
  /** Passes the challenge a 307 named, by SMS to the first phone offered; returns the rotated session id. */
  const pass = async (challenged: { json: () => unknown }, session = sid) => {
    const challengeId = (challenged.json() as StepUpError).data.challengeId!;
    const options = (await call('GET', '/api/auth/tfa/options?workflow=AR', undefined, session)).json() as TfaOptions;
    const sent = await sendOtp(t.app, session, options.phoneNumbers[0]!.phoneId, challengeId);
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await verifyOtp(t.app, session, await latestOtp(t.app, session), challengeId);
    expect(verified.statusCode, verified.body).toBe(200);
    return rotatedSid(verified);
  };
  const mailingOf = (profile: UserProfile) => profile.postalAddresses.find((address) => address.type === 'MAILING')!;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the user profile: phone, postal (type, townName, countrySubDivision, postalCode, country, additions) and electronic addresses', async () => {
    const profile = await profileOf();
    const stored = await contactsOf('member');
    expect(profile.phoneAddresses.map((phone) => phone.number).sort()).toEqual(stored.phones.map((phone) => phone.number).sort());
    expect(profile.electronicAddresses).toEqual(stored.emails.map((email) => ({ key: email.id, type: 'EMAIL', address: email.email_address, status: email.status })));
    const mailing = mailingOf(profile);
    const row = stored.addresses.find((address) => address.address_type === 'MAILING')!;
    expect(mailing).toEqual({
      key: row.id,
      type: 'MAILING',
      townName: row.city,
      countrySubDivision: row.state,
      postalCode: row.zip_code,
      country: 'US',
      status: 'ACTIVE',
      expiresOn: null,
      additions: { addressLine1: row.address_line1, addressLine2: row.address_line2, addressLine3: row.address_line3 },
    });
  });

  it('QASearch refuses a ZIP of another state and standardises a good address', async () => {
    const wrong = await call('POST', VERIFY, { addressLine1: '1 Market Street', city: 'San Francisco', state: 'CA', zipCode: '10001' });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toEqual({
      verdict: 'INVALID',
      poBox: false,
      problems: [{ field: '/zipCode', code: 'ZIP_STATE_MISMATCH', message: 'ZIP code 10001 is not in California. Check the ZIP code or the state.' }],
    });
    const good = (await call('POST', VERIFY, { addressLine1: '1 Market Street, Suite 300', city: 'San Francisco', state: 'CA', zipCode: '941051420', type: 'MAILING' })).json() as AddressVerificationResult;
    expect(good).toEqual({
      verdict: 'CORRECTED',
      poBox: false,
      problems: [],
      suggestion: { addressLine1: '1 MARKET ST STE 300', addressLine2: '', addressLine3: '', city: 'SAN FRANCISCO', state: 'CA', zipCode: '94105-1420' },
    });
    const po = (await call('POST', VERIFY, { addressLine1: 'P.O. Box 12', city: 'Atlanta', state: 'GA', zipCode: '30303', type: 'RESIDENTIAL' })).json() as AddressVerificationResult;
    expect(po.verdict).toBe('INVALID');
    expect(po.problems.map((problem) => problem.code)).toEqual(['PO_BOX_NOT_ALLOWED']);
    expect((await call('POST', VERIFY, { addressLine1: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30303', county: 'Fulton' })).statusCode).toBe(400);
  });

  it('refuses an address in the wrong state with 400 naming the ZIP code, changing nothing', async () => {
    const before = await contactsOf('member');
    const mailing = mailingOf(await profileOf());
    const response = await call('PUT', `${PROFILE}/postal-addresses/${mailing.key}`, { addressLine1: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '10001' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ path: '/zipCode', message: 'ZIP code 10001 is not in California. Check the ZIP code or the state.' }] });
    expect(await contactsOf('member')).toEqual(before);
  });

  it('changes the mailing address only after a step-up (ACTIVE again, ZIP+4 in its standard form) and tells every phone and email on file', async () => {
    const mailing = mailingOf(await profileOf());
    await t.database.db.updateTable('member_postal_addresses').set({ status: 'INVALID' }).where('id', '=', mailing.key).execute();
    const body = { addressLine1: '100 PEACHTREE ST NW', addressLine2: 'STE 200', city: 'ATLANTA', state: 'GA', zipCode: '30303-1234' };
    const before = await contactsOf('member');
    const challenged = await call('PUT', `${PROFILE}/postal-addresses/${mailing.key}`, body);
    expect(challenged.statusCode, challenged.body).toBe(307);
    expect(challenged.json()).toMatchObject({ status: 'CHALLENGE', event: 'changeAddress', state: 'CHALLENGE_REQUIRED' });
    expect(await contactsOf('member')).toEqual(before);
    sid = await pass(challenged);
    // The challenge was bound to this very address: another one asks again.
    const other = await call('PUT', `${PROFILE}/postal-addresses/${mailing.key}`, { ...body, addressLine2: 'STE 300' });
    expect(other.statusCode).toBe(307);
    const response = await call('PUT', `${PROFILE}/postal-addresses/${mailing.key}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const notices = (await outbox()).messages.filter((message) => message.text.includes('your mailing address was changed'));
    const onFile = await contactsOf('member');
    const reachable = [
      ...onFile.phones.filter((phone) => phone.status === 'ACTIVE').map((phone) => `SMS ${phone.number}`),
      ...onFile.emails.filter((email) => email.status === 'ACTIVE').map((email) => `EMAIL ${email.email_address}`),
    ];
    expect(reachable.length).toBeGreaterThan(1);
    expect(notices.map((message) => `${message.channel} ${message.recipient}`).sort()).toEqual([...new Set(reachable)].sort());
    expect(mailingOf(response.json() as UserProfile)).toMatchObject({ status: 'ACTIVE', townName: 'ATLANTA', postalCode: '30303-1234', additions: { addressLine1: '100 PEACHTREE ST NW', addressLine2: 'STE 200', addressLine3: '' } });
  });

  it('sends each notice in the language of the member it goes to, dated by the credit union\'s day as that language writes it', async () => {
    const userId = await userIdOf('member');
    const sent: { channel: string; text: string }[] = [];
    const sender: MessageSender = {
      sendSms: async (_phone, text) => void sent.push({ channel: 'SMS', text }),
      sendEmail: async (_email, text) => void sent.push({ channel: 'EMAIL', text }),
      sendPush: async () => undefined,
    };
    // 23:30 in New York on November 29 is already the 30th in UTC: the notice names the credit union's day.
    const evening = new Date('2026-11-30T04:30:00Z');
    await t.database.db.updateTable('members').set({ language: 'es-US' }).where('id', '=', userId).execute();
    try {
      await noticeAddressChange(t.database.db, sender, { userId, type: 'MAILING', now: evening });
      await confirmEmailChange(t.database.db, sender, { userId, change: { previous: undefined, next: 'alex.nuevo@example.com' }, now: evening });
    } finally {
      await t.database.db.updateTable('members').set({ language: 'en-US' }).where('id', '=', userId).execute();
    }
    const spanish = manifestIn(profileManifest, 'profile.json', 'es-US').confirmations;
    const values = { productName: appManifest.productName, date: formatDayIn('2026-11-29', 'es-US') };
    expect(sent.length).toBeGreaterThan(2);
    for (const message of sent.slice(0, -1)) expect(message.text).toBe(resolveTemplate(spanish.addressChanged, { ...values, kind: 'postal' }));
    expect(sent.at(-1)).toEqual({ channel: 'EMAIL', text: resolveTemplate(spanish.emailChangedNew, values) });
    expect(values.date).not.toBe(formatDayIn('2026-11-29', 'en-US'));
  });

  it('adds a home address (no PO box), one of each type, and a temporary one only with a future last day', async () => {
    const poBox = await call('POST', `${PROFILE}/postal-addresses`, { type: 'RESIDENTIAL', addressLine1: 'PO Box 77', city: 'Atlanta', state: 'GA', zipCode: '30303' });
    expect(poBox.statusCode).toBe(400);
    expect(poBox.json()).toEqual({ errors: [{ path: '/addressLine1', message: 'A PO box cannot be your home address. Enter the street address where you live.' }] });
    const homeBody = { type: 'RESIDENTIAL', addressLine1: '12 Oak Lane', city: 'Decatur', state: 'GA', zipCode: '30030' };
    const challenged = await call('POST', `${PROFILE}/postal-addresses`, homeBody);
    expect(challenged.statusCode, challenged.body).toBe(307);
    expect((await contactsOf('member')).addresses.some((address) => address.address_type === 'RESIDENTIAL')).toBe(false);
    sid = await pass(challenged);
    const home = await call('POST', `${PROFILE}/postal-addresses`, homeBody);
    expect(home.statusCode, home.body).toBe(201);
    expect((await outbox()).messages.some((message) => message.text.includes('your home address was changed'))).toBe(true);
    expect((home.json() as UserProfile).postalAddresses.find((address) => address.type === 'RESIDENTIAL')).toMatchObject({ townName: 'Decatur', postalCode: '30030', status: 'ACTIVE' });
    const again = await call('POST', `${PROFILE}/postal-addresses`, { type: 'RESIDENTIAL', addressLine1: '14 Oak Lane', city: 'Decatur', state: 'GA', zipCode: '30030' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ path: '/type', message: 'You already have a Home Address. Edit it instead of adding another.' }] });
    const noEnd = await call('POST', `${PROFILE}/postal-addresses`, { type: 'TEMPORARY', addressLine1: '9 Beach Rd', city: 'Miami', state: 'FL', zipCode: '33101' });
    expect(noEnd.json()).toEqual({ errors: [{ path: '/expiresOn', message: profileManifest.errors.expiresOnRequired }] });
    const past = await call('POST', `${PROFILE}/postal-addresses`, { type: 'TEMPORARY', addressLine1: '9 Beach Rd', city: 'Miami', state: 'FL', zipCode: '33101', expiresOn: '2000-01-01' });
    expect(past.json()).toEqual({ errors: [{ path: '/expiresOn', message: profileManifest.errors.expiresOnPast }] });
  });

  it('refuses a phone of 9 digits with 400 before any challenge, changing nothing', async () => {
    const before = await contactsOf('member');
    const phone = (await profileOf()).phoneAddresses[0]!;
    for (const response of [
      await call('PUT', `${PROFILE}/phone-addresses/${phone.key}`, { number: '404555123', type: 'MOBILE' }),
      await call('POST', `${PROFILE}/phone-addresses`, { number: '404555123', type: 'MOBILE' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect((response.json() as { errors: { path: string }[] }).errors.map((entry) => entry.path)).toEqual(['/number']);
    }
    expect(await contactsOf('member')).toEqual(before);
  });

  it("answers 404 for another member's contact ids and changes nothing", async () => {
    const theirs = await contactsOf('business');
    const ours = await contactsOf('member');
    const responses = [
      await call('PUT', `${PROFILE}/postal-addresses/${theirs.addresses[0]!.id}`, { addressLine1: '1 Main St', city: 'Atlanta', state: 'GA', zipCode: '30303' }),
      await call('PUT', `${PROFILE}/phone-addresses/${theirs.phones[0]!.id}`, { number: '4045550100', type: 'MOBILE' }),
      await call('PUT', `${PROFILE}/electronic-addresses/${theirs.emails[0]!.id}`, { emailAddress: 'thief@example.com' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(await contactsOf('business')).toEqual(theirs);
    expect(await contactsOf('member')).toEqual(ours);
  });

  it('changes a phone only after a step-up, then confirms it by SMS to the old and the new number', async () => {
    const phone = (await profileOf()).phoneAddresses.find((entry) => entry.type === 'MOBILE')!;
    const body = { number: '4045559876', type: 'MOBILE' };
    const challenged = await call('PUT', `${PROFILE}/phone-addresses/${phone.key}`, body);
    expect(challenged.statusCode, challenged.body).toBe(307);
    expect(challenged.json()).toMatchObject({ status: 'CHALLENGE', event: 'changePhone' });
    expect((await contactsOf('member')).phones.find((entry) => entry.id === phone.key)?.number).toBe(phone.number);
    sid = await pass(challenged);
    // A different payload is not what the member approved.
    expect((await call('PUT', `${PROFILE}/phone-addresses/${phone.key}`, { number: '4045550000', type: 'MOBILE' })).statusCode).toBe(307);
    const changed = await call('PUT', `${PROFILE}/phone-addresses/${phone.key}`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as UserProfile).phoneAddresses.find((entry) => entry.key === phone.key)).toMatchObject({ number: '4045559876', status: 'ACTIVE' });
    const sms = (await outbox()).messages.filter((message) => message.channel === 'SMS' && isConfirmation(message)).slice(0, 2);
    expect(sms.map((message) => message.recipient).sort()).toEqual([phone.number, '4045559876'].sort());
    expect(sms.find((message) => message.recipient === phone.number)?.text).toContain('•••-•••-9876');
    expect(sms.find((message) => message.recipient === '4045559876')?.text).toContain('was added to your profile');
    // The approval was used up: the same change again needs a new one.
    expect((await call('PUT', `${PROFILE}/phone-addresses/${phone.key}`, body)).statusCode).toBe(307);
  });

  it('changes the email only after a step-up, confirmed by email to the old and the new address', async () => {
    const email = (await profileOf()).electronicAddresses[0]!;
    const body = { emailAddress: 'alex.new@example.com' };
    expect((await call('PUT', `${PROFILE}/electronic-addresses/${email.key}`, { emailAddress: 'not-an-email' })).statusCode).toBe(400);
    const challenged = await call('PUT', `${PROFILE}/electronic-addresses/${email.key}`, body);
    expect(challenged.statusCode).toBe(307);
    expect((challenged.json() as StepUpError).event).toBe('changeEmail');
    sid = await pass(challenged);
    const changed = await call('PUT', `${PROFILE}/electronic-addresses/${email.key}`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as UserProfile).electronicAddresses).toEqual([{ key: email.key, type: 'EMAIL', address: 'alex.new@example.com', status: 'ACTIVE' }]);
    const emails = (await outbox()).messages.filter((message) => message.channel === 'EMAIL' && isConfirmation(message));
    expect(emails.map((message) => message.recipient).sort()).toEqual([email.address, 'alex.new@example.com'].sort());
    expect(emails.find((message) => message.recipient === email.address)?.text).toContain('a•••@example.com');
    // One email address per person: adding a second is refused (after the form check, before any challenge).
    const second = await call('POST', `${PROFILE}/electronic-addresses`, { emailAddress: 'other@example.com' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ errors: [{ path: '/emailAddress', message: profileManifest.errors.emailTaken }] });
    // A number already on file is refused before any challenge too.
    const taken = await call('POST', `${PROFILE}/phone-addresses`, { number: '4045559876', type: 'HOME' });
    expect(taken.json()).toEqual({ errors: [{ path: '/number', message: profileManifest.errors.phoneTaken }] });
  });

  it('refuses writes to view-only trusted users and staff, and every call without a session', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    expect((await call('GET', PROFILE, undefined, trusted)).statusCode).toBe(403);
    expect((await call('POST', `${PROFILE}/phone-addresses`, { number: '4045550111', type: 'HOME' }, trusted)).statusCode).toBe(403);
    const msr = await signInAs(t.app, 'msr');
    expect((await call('GET', PROFILE, undefined, msr)).statusCode).toBe(200);
    expect((await call('POST', `${PROFILE}/phone-addresses`, { number: '4045550111', type: 'HOME' }, msr)).statusCode).toBe(403);
    for (const [method, url] of [['GET', PROFILE], ['POST', VERIFY], ['POST', `${PROFILE}/phone-addresses`]] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });

  it('profile intercept: a member with no phone gets the code on the new number, and fixing phone and email clears PRF', async () => {
    let nina = await signInAs(t.app, 'profile-intercept');
    const precheck = (await call('GET', PRECHECK, undefined, nina)).json() as Precheck;
    expect(precheck.conditions).toContain('PRF_MBR');
    expect(precheck.details).toEqual(['phone', 'email']);

    const body = { number: '7705550142', type: 'MOBILE' };
    const challenged = await call('POST', `${PROFILE}/phone-addresses`, body, nina);
    expect(challenged.statusCode, challenged.body).toBe(307);
    const options = (await call('GET', '/api/auth/tfa/options?workflow=AR', undefined, nina)).json() as TfaOptions;
    expect(options.phoneNumbers).toEqual([{ phoneId: expect.any(String), phoneNumber: '•••-•••-0142', phoneType: 'NEW' }]);
    const sent = await sendOtp(t.app, nina, options.phoneNumbers[0]!.phoneId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await outbox(nina)).messages[0]).toMatchObject({ channel: 'SMS', recipient: '7705550142' });
    const verified = await verifyOtp(t.app, nina, await latestOtp(t.app, nina));
    expect(verified.statusCode, verified.body).toBe(200);
    nina = rotatedSid(verified);
    const added = await call('POST', `${PROFILE}/phone-addresses`, body, nina);
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as UserProfile).phoneAddresses).toEqual([{ key: expect.any(String), type: 'MOBILE', number: '7705550142', extension: '', status: 'ACTIVE' }]);

    // Now she has a phone: the new number of a later change is not offered, the code goes to the phone on file.
    const email = (await profileOf(nina)).electronicAddresses[0]!;
    expect(email.status).toBe('INVALID');
    const emailChallenge = await call('PUT', `${PROFILE}/electronic-addresses/${email.key}`, { emailAddress: 'nina.patel@example.com' }, nina);
    expect(emailChallenge.statusCode).toBe(307);
    const later = (await call('GET', '/api/auth/tfa/options?workflow=AR', undefined, nina)).json() as TfaOptions;
    expect(later.phoneNumbers.map((phone) => phone.phoneType)).toEqual(['MOBILE']);
    nina = await pass(emailChallenge, nina);
    expect((await call('PUT', `${PROFILE}/electronic-addresses/${email.key}`, { emailAddress: 'nina.patel@example.com' }, nina)).statusCode).toBe(200);

    const fresh = await signInAs(t.app, 'profile-intercept');
    const after = (await call('GET', PRECHECK, undefined, fresh)).json() as Precheck;
    expect(after.conditions).not.toContain('PRF_MBR');
    expect(after.memberDetails).toBeUndefined();
  });

  it('never sends a code to a new number for a member who has a phone', async () => {
    const phones = (await profileOf()).phoneAddresses;
    const response = await call('POST', `${PROFILE}/phone-addresses`, { number: '4045550177', type: 'WORK' });
    expect(response.statusCode).toBe(307);
    const options = (await call('GET', '/api/auth/tfa/options?workflow=AR')).json() as TfaOptions;
    expect(options.phoneNumbers.map((phone) => phone.phoneType).sort()).toEqual(phones.map((phone) => phone.type).sort());
    const held = await t.database.db.selectFrom('profile_phone_verifications').select('number').where('number', '=', '4045550177').execute();
    expect(held).toEqual([]);
  });
});
