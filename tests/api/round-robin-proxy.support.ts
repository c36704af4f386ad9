/**
 * A tiny load balancer for tests that run several server processes: each request goes to the next backend that is up,
 * in turn, headers (Host, Origin, cookies) passed through unchanged. A backend that fails mid-request (killed) makes
 * the proxy answer 502 when nothing was sent yet, or cut the client's connection; the client then retries, as one
 * behind a real balancer would.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Puts backend `slot` in the rotation at `baseUrl` (a restarted process listens on a new port). */
  up(slot: number, baseUrl: string): void;
  /** Takes backend `slot` out of the rotation. */
  down(slot: number): void;
  /** Requests sent to each slot so far. */
  forwarded(): number[];
  close(): Promise<void>;
}

/** A proxy over `slots` backends, all out of the rotation until `up`. */
export async function startRoundRobinProxy(slots: number): Promise<RoundRobinProxy> {
  const backends: (URL | undefined)[] = Array.from({ length: slots }, () => undefined);
  const counts = backends.map(() => 0);
  let next = 0;
  const pick = (): number | undefined => {
    for (let step = 0; step < backends.length; step += 1) {
      const slot = (next + step) % backends.length;
      if (backends[slot] !== undefined) {
        next = slot + 1;
        return slot;
      }
    }
    return undefined;
  };
  const server = createServer((incoming, outgoing) => {
    const slot = pick();
    const target = slot === undefined ? undefined : backends[slot];
    if (slot === undefined || target === undefined) {
      outgoing.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"no-backend"}');
      return;
    }
    counts[slot] = (counts[slot] ?? 0) + 1;
    const forwarded = request({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      answer.on('error', () => outgoing.destroy());
    });
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { 'content-type': 'application/json' }).end('{"code":"bad-gateway"}');
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    up: (slot, baseUrl) => {
      backends[slot] = new URL(baseUrl);
    },
    down: (slot) => {
      backends[slot] = undefined;
    },
    forwarded: () => [...counts],
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
