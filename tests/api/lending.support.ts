import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoanDisclosure } from '../../engine/core/generated/api.gen';

export const LENDING_API = '/api/lending/client-api/v1';

/** GET an application's Truth in Lending disclosure as the member reviews it. */
export const disclosureOf = (app: FastifyInstance, sid: string, applicationId: string) =>
  app.inject({ method: 'GET', url: `${LENDING_API}/applications/${applicationId}/disclosure`, cookies: { sid } });

/** POST an acceptance as it is, under `key`. */
export const postAcceptance = (app: FastifyInstance, sid: string, applicationId: string, body: object, key: string = randomUUID()) =>
  app.inject({ method: 'POST', url: `${LENDING_API}/applications/${applicationId}/acceptance`, cookies: { sid }, payload: body, headers: { 'idempotency-key': key } });

/**
 * Accepts an approved loan as the screen does: reads its disclosure, then accepts naming it (version and fingerprint)
 * with the e-sign consent ticked, the proceeds to `fundingAccountId`.
 */
export async function acceptLoan(app: FastifyInstance, sid: string, applicationId: string, fundingAccountId: string, key: string = randomUUID()) {
  const response = await disclosureOf(app, sid, applicationId);
  if (response.statusCode !== 200) throw new Error(`No disclosure for ${applicationId}: ${response.statusCode} ${response.body}`);
  const { version, fingerprint } = response.json() as LoanDisclosure;
  return postAcceptance(app, sid, applicationId, { fundingAccountId, disclosure: { version, fingerprint }, esignConsent: true }, key);
}
