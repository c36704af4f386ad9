import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CardPinReceipt, ErrorResponse, StepUpError } from '../../../engine/core/generated/api.gen';
import { changePin, pinErrors, type PinChangeData } from '../domain/cards/pin';
import { refuseClosed, type CardRow } from '../domain/cards/card-scope';
import { ApiProblem } from '../errors';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import { payloadFingerprint } from '../payload-fingerprint';
import { requireStepUp } from '../stepup/require-step-up';
import { BASE, changeErrors, creditCardOf, debitCardOf, scopeOf, TAGS, type DebitParams, type IdParams } from './cards-shared';

const schema = {
  tags: TAGS,
  body: { type: 'object', description: 'The data of config/forms/pin-change.json: { pin, confirmPin }.' },
  response: { 200: apiSchemaRef('card-pin-receipt'), 307: apiSchemaRef('step-up-error'), ...changeErrors },
};

/**
 * PIN reset (debit) and change (credit), behind the identity check config/risk.json asks for `pinChange`. The
 * challenge approves this card, not a PIN: the PIN stays out of the stored fingerprint, and out of every log (app.ts).
 */
export const cardPinRoutes: FastifyPluginAsync = async (app) => {
  const setPin = async (request: FastifyRequest, reply: FastifyReply, card: CardRow): Promise<CardPinReceipt | ErrorResponse | StepUpError | FastifyReply> => {
    refuseClosed(card);
    const refused = await formProblem(app.db, 'pin-change', request.body);
    if (refused) throw refused;
    const data = request.body as PinChangeData;
    const mismatch = pinErrors(data);
    if (mismatch.length > 0) throw ApiProblem.catalogued(400, 'CARD_PIN_MISMATCH', mismatch);
    if (!(await requireStepUp(request, reply, { action: 'pinChange', fingerprint: payloadFingerprint({ action: 'pinChange', cardId: card.id }) }))) return reply;
    const changedAt = await changePin(app.db, card, data.pin, app.clock());
    return { status: 'PIN_CHANGED', changedAt: changedAt.toISOString() };
  };

  app.post<{ Params: DebitParams; Body: unknown }>(
    `${BASE}/cards/:acct/debit/:debitId/pin/reset`,
    { schema: { ...schema, summary: "Resets a debit card's PIN (step-up pinChange)", params: apiSchemaRef('card-debit-params') }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request, reply) => {
      const scope = await scopeOf(request);
      return setPin(request, reply, await debitCardOf(app.db, scope, request.params));
    },
  );

  app.post<{ Params: IdParams; Body: unknown }>(
    `${BASE}/cards/:id/pin`,
    { schema: { ...schema, summary: "Changes a credit card's PIN (step-up pinChange)", params: apiSchemaRef('card-id-params') }, config: { capability: 'manage-cards', guard: 'canManageCards' } },
    async (request, reply) => {
      const scope = await scopeOf(request);
      return setPin(request, reply, await creditCardOf(app.db, scope, request.params));
    },
  );
};
