import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../../errors';
import { relyingPartyOf, type RelyingParty } from './relying-party';

/** The relying party of this request (its protocol and Host), or 400: no passkey ceremony without a host to scope it to. */
export function requestRelyingParty(request: FastifyRequest): RelyingParty {
  const rp = relyingPartyOf(request.protocol, request.headers.host);
  if (rp === undefined) throw new ApiProblem(400, 'PASSKEY_REFUSED');
  return rp;
}
