import type * as WebAuthnLibrary from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyRow } from './passkey-store';
import type { RelyingParty } from './relying-party';

let library: Promise<typeof WebAuthnLibrary> | undefined;

/**
 * The WebAuthn library, loaded by the first ceremony: its modules take about half a second of CPU to load, which
 * every server start would pay, most of them (a test's, a process behind a load balancer) for no passkey at all.
 */
const webauthn = (): Promise<typeof WebAuthnLibrary> => (library ??= import('@simplewebauthn/server'));

/** Uses up the challenge the browser signed over; false when it was not issued for this ceremony, or is spent. */
export type ConsumeChallenge = (challenge: string) => Promise<boolean>;

const transportsOf = (row: Pick<PasskeyRow, 'transports'>): AuthenticatorTransportFuture[] =>
  row.transports === '' ? [] : (row.transports.split(' ') as AuthenticatorTransportFuture[]);

/** What every answer must show, whichever the ceremony: our challenge (consumed once), origin and relying party, and user verification. */
const expectations = (rp: RelyingParty, consume: ConsumeChallenge) =>
  ({ expectedChallenge: consume, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true }) as const;

/** A ceremony's check, undefined for anything that does not verify: the library throws on malformed answers too. */
async function verifiedOrUndefined<T>(check: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await check();
  } catch {
    return undefined;
  }
}

/** The user handle a member's passkeys carry: their id's bytes (no name or other personal data). */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(userId);

/**
 * Options to create a passkey: discoverable when the authenticator can (residentKey preferred, so it can sign in
 * without a username), user verification required (the passkey alone is then two factors), no attestation asked,
 * and the member's existing passkeys excluded so one authenticator is not registered twice.
 */
export async function registrationOptions(input: {
  rp: RelyingParty;
  rpName: string;
  userId: string;
  userName: string;
  existing: readonly PasskeyRow[];
  timeoutMs: number;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: input.rpName,
    rpID: input.rp.id,
    userName: input.userName,
    userID: userHandleOf(input.userId),
    userDisplayName: input.userName,
    timeout: input.timeoutMs,
    attestationType: 'none',
    excludeCredentials: input.existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

export interface RegisteredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/**
 * Checks a registration answer: the challenge (consumed here, once), the origin and relying party, user presence
 * and verification. Undefined for anything that does not verify, malformed answers included.
 */
export async function verifyRegistration(input: { response: RegistrationResponseJSON; rp: RelyingParty; consume: ConsumeChallenge }): Promise<RegisteredCredential | undefined> {
  // Outside the check: a library that cannot load is the server's failure, not an answer that did not verify.
  const { verifyRegistrationResponse } = await webauthn();
  return verifiedOrUndefined(async () => {
    const result = await verifyRegistrationResponse({ response: input.response, ...expectations(input.rp, input.consume) });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: input.response.response.transports ?? [] };
  });
}

/** Options to sign in or verify with a passkey: any discoverable one of this site, or only those listed; user verification required. */
export async function authenticationOptions(input: { rp: RelyingParty; allow?: readonly PasskeyRow[]; timeoutMs: number }): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID: input.rp.id,
    timeout: input.timeoutMs,
    userVerification: 'required',
    ...(input.allow === undefined ? {} : { allowCredentials: input.allow.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })) }),
  });
}

/**
 * Checks an assertion made with `passkey`: the challenge (consumed here, once), origin, relying party, user
 * verification, the signature against the stored public key, a signature counter that moved forward (a cloned
 * authenticator shows as one that did not), and, when the authenticator returned one, that the user handle is the
 * passkey owner's. The new counter, or undefined for anything that does not verify.
 */
export async function verifyAssertion(input: {
  response: AuthenticationResponseJSON;
  rp: RelyingParty;
  passkey: PasskeyRow;
  consume: ConsumeChallenge;
}): Promise<{ newCounter: number } | undefined> {
  const handle = input.response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(input.passkey.user_id)).toString('base64url')) return undefined;
  const { verifyAuthenticationResponse } = await webauthn();
  return verifiedOrUndefined(async () => {
    const result = await verifyAuthenticationResponse({
      response: input.response,
      ...expectations(input.rp, input.consume),
      credential: { id: input.passkey.credential_id, publicKey: new Uint8Array(input.passkey.public_key), counter: input.passkey.counter, transports: transportsOf(input.passkey) },
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter } : undefined;
  });
}
