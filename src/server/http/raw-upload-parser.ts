import type { FastifyInstance } from 'fastify';

export const OCTET_STREAM = 'application/octet-stream';

/**
 * Registers, on this plugin, the parser for uploads sent as raw bytes: the body is read as a stream and cut off past
 * `maxBytes` with the member-facing error `tooLarge()` (a 413 with the product's copy) rather than the generic
 * body-limit error; a Content-Length, when sent, is checked before anything is read.
 */
export function acceptRawUploads(app: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
  app.addContentTypeParser(OCTET_STREAM, (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (failure: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(failure, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        payload.removeAllListeners('data');
        payload.resume();
        finish(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks, size)));
    payload.on('error', (failure) => finish(failure));
  });
}
