import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, StartupSettingError, type TrustProxy } from '../../../src/server/trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or 0', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('reads a whole number as the proxy hops in front of the server', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('reads a comma-separated list of proxy addresses and CIDRs', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
  });

  it.each(['true', 'yes', '*', 'all', '1.5', '-1', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/2', '10.0.0.300', 'proxy.internal', '10.0.0.1,,10.0.0.2', '99'])(
    'refuses %j with one line naming TRUST_PROXY',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(StartupSettingError);
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be .*found "/);
      try {
        parseTrustProxy(value);
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
      }
    },
  );

  const clientIpThrough = async (setting: TrustProxy, forwardedFor: string, peer: string): Promise<string> => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    try {
      const answer = await app.inject({ method: 'GET', url: '/ip', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
      return (answer.json() as { ip: string }).ip;
    } finally {
      await app.close();
    }
  };

  it("gives Fastify a setting under which a client's own X-Forwarded-For entries are not believed", async () => {
    // No proxy: the socket's peer is the client, whatever the header says.
    expect(await clientIpThrough(false, '198.51.100.1', '203.0.113.9')).toBe('203.0.113.9');
    // One hop: the load balancer's entry (the last one) is the client; what the client wrote before it is not.
    expect(await clientIpThrough(1, '198.51.100.1, 203.0.113.50', '10.0.0.2')).toBe('203.0.113.50');
    // A list: only a listed proxy's word is taken.
    expect(await clientIpThrough(['10.0.0.0/8'], '198.51.100.1, 203.0.113.50', '10.0.0.2')).toBe('203.0.113.50');
    expect(await clientIpThrough(['10.0.0.0/8'], '198.51.100.1', '192.0.2.99')).toBe('192.0.2.99');
  });
});
