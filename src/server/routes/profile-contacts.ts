import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AddressVerificationRequest,
  AddressVerificationResult,
  ProfileContactIdParams,
  ProfileEmailRequest,
  ProfilePhoneRequest,
  ProfilePostalAddressRequest,
  ProfilePostalAddressUpdate,
  UserProfile,
} from '../../../engine/core/generated/api.gen';
import { businessDate } from '../domain/business-date';
import { reportMemberEvent } from '../domain/member-alerts/member-events';
import { loadMemberScope } from '../domain/member-scope';
import { confirmEmailChange, confirmPhoneChange, noticeAddressChange } from '../domain/profile/contact-confirmations';
import { holdNewPhoneForChallenge } from '../domain/profile/phone-verification';
import {
  addEmail,
  addPhone,
  assertNoEmail,
  assertPhoneFree,
  checkedEmail,
  checkedPhone,
  checkNewPostalAddress,
  checkPostalAddressUpdate,
  loadUserProfile,
  ownEmail,
  ownPhone,
  updateEmail,
  savePostalAddress,
  updatePhone,
  type PostalAddressWrite,
  verifyAddress,
} from '../domain/profile/profile-contacts';
import { staffOf } from '../http/staff-request';
import { readerLanguage } from '../i18n/reader-language';
import { wordsForReader } from '../i18n/reader-words';
import { profileManifest } from '../../manifests/profile-manifest';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { decideGuardFor } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';
import { payloadFingerprint } from '../payload-fingerprint';
import { outboxMessageSender, type MessageSender } from '../messaging/message-sender';
import { requireStepUp } from '../stepup/require-step-up';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const stepUpErrors = { ...errors, 307: apiSchemaRef('step-up-error'), 503: error };
const profile = apiSchemaRef('user-profile');
const TAGS = ['user-manager'];
const BASE = '/client-api/v2/users/me/profile';

/**
 * The signed-in person's own profile (the user profile: phone, postal and electronic addresses): read it, add
 * and change addresses (checked by the address verification), phones and the email address (step-up first, then
 * confirmed to the old and the new contact). Every answer is the profile as it now is. Mounted at /api/user-manager.
 * Writes refuse view-only access and staff (canEditProfile); another person's contact id is a 404. One exception:
 * a staff user holding canServeMembers with a visit open changes the served member's postal addresses,
 * through the same validation; their phone and email stay the member's own to change (confirmations need them).
 */
export const profileContactRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  /** The person whose contacts a write changes: always the signed-in user themselves (the route's capability and guard admitted them). */
  const writer = async (request: FastifyRequest): Promise<string> => (await loadMemberScope(app.db, currentSession(request))).userId;
  const holds = async (request: FastifyRequest, guard: 'canEditProfile' | 'canServeMembers'): Promise<boolean> => (await decideGuardFor(request, guard)).allowed;
  /**
   * Whose postal address a write changes: staff serving a member with canServeMembers change the served member's
   * (recorded in the staff audit; the member proved who they are to staff); anyone else their own, with
   * canEditProfile (the routes' guard is only the view one), and only after a step-up (changeAddress).
   */
  const addressWriter = async (request: FastifyRequest): Promise<{ userId: string; byStaff: boolean }> => {
    const visit = (await staffOf(request))?.visit;
    if (visit && (await holds(request, 'canServeMembers'))) {
      noteStaffAudit(request, { detail: { action: 'change-address' } });
      return { userId: visit.memberId, byStaff: true };
    }
    if (!(await holds(request, 'canEditProfile'))) throw new ApiProblem(403, 'FORBIDDEN');
    return { userId: await writer(request), byStaff: false };
  };
  /**
   * Saves a checked address once the member passed the step-up bound to exactly this write, then tells them on every
   * phone and email on file and reports the change to their alerts. False when the step-up answered instead.
   */
  const saveAddress = async (request: FastifyRequest, reply: FastifyReply, write: PostalAddressWrite, byStaff: boolean): Promise<boolean> => {
    if (!byStaff) {
      const fingerprint = payloadFingerprint({ op: write.id === null ? 'add-address' : 'update-address', id: write.id, type: write.type, ...write.row, expiresOn: write.expiresOn });
      if (!(await requireStepUp(request, reply, { action: 'changeAddress', fingerprint }))) return false;
    }
    const now = app.clock();
    await app.db.transaction().execute(async (trx) => {
      await savePostalAddress(trx, write);
      await noticeAddressChange(trx, senderFor(trx, now), { userId: write.userId, type: write.type, now });
      await reportMemberEvent(trx, { kind: 'contact-changed', userId: write.userId, contact: 'address', at: now });
    });
    return true;
  };
  const today = () => businessDate(app.clock());
  /** In demo mode the confirmations land in the outbox with the change (one transaction); otherwise the real sender. */
  const senderFor = (trx: typeof app.db, now: Date): MessageSender => (app.serverConfig.demoMode ? outboxMessageSender(trx, () => now) : app.messageSender);

  /**
   * The step-up in front of a phone change. For a member with no phone and no push device, the new number is held
   * for the challenge, so its code goes to that number (phone-verification.ts).
   */
  const phoneStepUp = async (request: FastifyRequest, reply: FastifyReply, userId: string, payload: unknown, number: string): Promise<boolean> => {
    const fingerprint = payloadFingerprint(payload);
    // The hold is written before the 307 leaves: the client asks for the challenge's options straight after it.
    const onChallenge = (challengeId: string) => holdNewPhoneForChallenge(app.db, { challengeId, userId, number, now: app.clock() });
    return requireStepUp(request, reply, { action: 'changePhone', fingerprint, onChallenge });
  };

  app.get<{ Reply: UserProfile }>(
    BASE,
    {
      schema: { tags: TAGS, summary: "The person's phone, postal and electronic addresses (staff: the member they serve)", response: { 200: profile, ...errors } },
      config: { capability: 'view-profile', guard: 'canViewProfile' },
    },
    async (request) => loadUserProfile(app.db, (await loadMemberScope(app.db, currentSession(request))).personId),
  );

  app.post<{ Body: ProfilePostalAddressRequest; Reply: UserProfile }>(
    `${BASE}/postal-addresses`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds a mailing, home or temporary address (one of each); it must pass the address verification (state and ZIP agree, no PO box for a home). Step-up first (changeAddress); told on every phone and email on file',
        body: apiSchemaRef('profile-postal-address-request'),
        response: { 201: profile, ...stepUpErrors },
      },
      // canEditProfile, or canServeMembers for staff serving a member: addressWriter decides.
      config: { capability: 'edit-profile', guard: 'canViewProfile' },
    },
    async (request, reply) => {
      const { userId, byStaff } = await addressWriter(request);
      const write = await checkNewPostalAddress(app.db, { userId, request: request.body, today: today() });
      if (!(await saveAddress(request, reply, write, byStaff))) return reply;
      return reply.code(201).send(await loadUserProfile(app.db, userId));
    },
  );

  app.put<{ Params: ProfileContactIdParams; Body: ProfilePostalAddressUpdate; Reply: UserProfile }>(
    `${BASE}/postal-addresses/:id`,
    {
      schema: {
        tags: TAGS,
        summary:
          "Changes one of the person's addresses (it becomes ACTIVE); it must pass the address verification. Step-up first (changeAddress); told on every phone and email on file",
        params: apiSchemaRef('profile-contact-id-params'),
        body: apiSchemaRef('profile-postal-address-update'),
        response: { 200: profile, ...stepUpErrors },
      },
      // canEditProfile, or canServeMembers for staff serving a member: addressWriter decides.
      config: { capability: 'edit-profile', guard: 'canViewProfile' },
    },
    async (request, reply) => {
      const { userId, byStaff } = await addressWriter(request);
      const write = await checkPostalAddressUpdate(app.db, { userId, id: request.params.id, request: request.body, today: today() });
      if (!(await saveAddress(request, reply, write, byStaff))) return reply;
      return loadUserProfile(app.db, userId);
    },
  );

  app.post<{ Body: ProfilePhoneRequest; Reply: UserProfile }>(
    `${BASE}/phone-addresses`,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds a phone (step-up first: changePhone); confirmed by SMS to the new number and to the phone already on file',
        body: apiSchemaRef('profile-phone-request'),
        response: { 201: profile, ...stepUpErrors },
      },
      config: { capability: 'edit-profile', guard: 'canEditProfile' },
    },
    async (request, reply) => {
      const userId = await writer(request);
      const phone = await checkedPhone(app.db, request.body);
      await assertPhoneFree(app.db, { userId, number: phone.number });
      if (!(await phoneStepUp(request, reply, userId, { op: 'add-phone', ...phone }, phone.number))) return reply;
      const now = app.clock();
      await app.db.transaction().execute(async (trx) => {
        const change = await addPhone(trx, { userId, phone });
        await confirmPhoneChange(trx, senderFor(trx, now), { userId, change, now });
        await reportMemberEvent(trx, { kind: 'contact-changed', userId, contact: 'phone', at: now });
      });
      return reply.code(201).send(await loadUserProfile(app.db, userId));
    },
  );

  app.put<{ Params: ProfileContactIdParams; Body: ProfilePhoneRequest; Reply: UserProfile }>(
    `${BASE}/phone-addresses/:id`,
    {
      schema: {
        tags: TAGS,
        summary: "Changes one of the person's phones (step-up first: changePhone); confirmed by SMS to the old and the new number",
        params: apiSchemaRef('profile-contact-id-params'),
        body: apiSchemaRef('profile-phone-request'),
        response: { 200: profile, ...stepUpErrors },
      },
      config: { capability: 'edit-profile', guard: 'canEditProfile' },
    },
    async (request, reply) => {
      const userId = await writer(request);
      await ownPhone(app.db, userId, request.params.id);
      const phone = await checkedPhone(app.db, request.body);
      await assertPhoneFree(app.db, { userId, number: phone.number, exceptId: request.params.id });
      if (!(await phoneStepUp(request, reply, userId, { op: 'update-phone', id: request.params.id, ...phone }, phone.number))) return reply;
      const now = app.clock();
      await app.db.transaction().execute(async (trx) => {
        const change = await updatePhone(trx, { userId, id: request.params.id, phone });
        await confirmPhoneChange(trx, senderFor(trx, now), { userId, change, now });
        await reportMemberEvent(trx, { kind: 'contact-changed', userId, contact: 'phone', at: now });
      });
      return loadUserProfile(app.db, userId);
    },
  );

  app.post<{ Body: ProfileEmailRequest; Reply: UserProfile }>(
    `${BASE}/electronic-addresses`,
    {
      schema: {
        tags: TAGS,
        summary: 'Adds the email address when there is none (step-up first: changeEmail); confirmed by email to the new address',
        body: apiSchemaRef('profile-email-request'),
        response: { 201: profile, ...stepUpErrors },
      },
      config: { capability: 'edit-profile', guard: 'canEditProfile' },
    },
    async (request, reply) => {
      const userId = await writer(request);
      const emailAddress = await checkedEmail(app.db, request.body);
      await assertNoEmail(app.db, userId);
      if (!(await requireStepUp(request, reply, { action: 'changeEmail', fingerprint: payloadFingerprint({ op: 'add-email', emailAddress }) }))) return reply;
      const now = app.clock();
      await app.db.transaction().execute(async (trx) => {
        const change = await addEmail(trx, { userId, emailAddress });
        await confirmEmailChange(trx, senderFor(trx, now), { userId, change, now });
        await reportMemberEvent(trx, { kind: 'contact-changed', userId, contact: 'email', at: now });
      });
      return reply.code(201).send(await loadUserProfile(app.db, userId));
    },
  );

  app.put<{ Params: ProfileContactIdParams; Body: ProfileEmailRequest; Reply: UserProfile }>(
    `${BASE}/electronic-addresses/:id`,
    {
      schema: {
        tags: TAGS,
        summary: "Changes the person's email address (step-up first: changeEmail); confirmed by email to the old and the new address",
        params: apiSchemaRef('profile-contact-id-params'),
        body: apiSchemaRef('profile-email-request'),
        response: { 200: profile, ...stepUpErrors },
      },
      config: { capability: 'edit-profile', guard: 'canEditProfile' },
    },
    async (request, reply) => {
      const userId = await writer(request);
      await ownEmail(app.db, userId, request.params.id);
      const emailAddress = await checkedEmail(app.db, request.body);
      const fingerprint = payloadFingerprint({ op: 'update-email', id: request.params.id, emailAddress });
      if (!(await requireStepUp(request, reply, { action: 'changeEmail', fingerprint }))) return reply;
      const now = app.clock();
      await app.db.transaction().execute(async (trx) => {
        const change = await updateEmail(trx, { userId, id: request.params.id, emailAddress });
        await confirmEmailChange(trx, senderFor(trx, now), { userId, change, now });
        await reportMemberEvent(trx, { kind: 'contact-changed', userId, contact: 'email', at: now });
      });
      return loadUserProfile(app.db, userId);
    },
  );
};

/** QASearch address verification: POST /client-api/v1/address/verify. Mounted at /api/profile-manager. */
export const addressVerificationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Body: AddressVerificationRequest; Reply: AddressVerificationResult }>(
    '/client-api/v1/address/verify',
    {
      schema: {
        tags: ['profile-manager'],
        summary: 'QASearch: checks a US address (state and ZIP agree, ZIP or ZIP+4, PO box rules, house and unit numbers) and suggests it written the USPS way',
        body: apiSchemaRef('address-verification-request'),
        response: { 200: apiSchemaRef('address-verification-result'), 400: error, 401: error, 403: error },
      },
      // A pure check that reads and writes nothing of anyone's: whoever may see the profile page may use it.
      config: { capability: 'view-profile', guard: 'canViewProfile', readsOnly: true },
    },
    async (request) => {
      // The problems in the reader's words: the rules are the release's, the messages those of the version in force.
      const { manifest } = await wordsForReader(app.db, (db) => readerLanguage(request, db), 'profile.json', profileManifest);
      const result = verifyAddress(request.body, manifest.addressVerification);
      return { verdict: result.verdict, problems: [...result.problems], poBox: result.poBox, ...(result.suggestion ? { suggestion: result.suggestion } : {}) };
    },
  );
};
