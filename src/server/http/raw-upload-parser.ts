import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { receiveUpload } from '../domain/uploads/intake';

export const OCTET_STREAM = 'application/octet-stream';

/**
 * Registers, on this plugin, the parser for uploads sent as raw bytes: the body becomes a ReceivedUpload
 * (domain/uploads/intake.ts), counted, hashed and virus-scanned chunk by chunk as it streams in and cut off past
 * `maxBytes` with the member-facing error `tooLarge()` (a 413 with the product's copy) rather than the generic
 * body-limit error; a Content-Length, when sent, is checked before anything is read.
 */
export function acceptRawUploads(app: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
  app.addContentTypeParser(OCTET_STREAM, (request: FastifyRequest, payload: Readable) =>
    receiveUpload(payload, { maxBytes, tooLarge, declaredBytes: Number(request.headers['content-length']) }),
  );
}
