import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSender, SmsTarget } from '../../src/server/messaging/message-sender';
import { identityFactsFor } from '../../src/server/seed/identity-facts';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/** An SMS provider that takes SLOW_MS to answer, recording when each text finished. */
const SLOW_MS = 1500;

describe.each(databaseKinds())('sign-in help sends its code after the answer (%s)', (kind) => {
  let t: TestApp;
  const sent: { to: SmsTarget; text: string; at: number }[] = [];
  const slowSender: MessageSender = {
    sendSms: async (to, text) => {
      await delay(SLOW_MS);
      sent.push({ to, text, at: performance.now() });
    },
    sendEmail: async () => undefined,
    sendPush: async () => undefined,
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { messageSender: slowSender });
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (payload: Record<string, unknown>, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/sign-in-help/forgot-password', payload, remoteAddress });

  it('answers a matched and an unmatched start without waiting for the SMS provider, then texts only the member', async () => {
    const facts = identityFactsFor('member');
    let started = performance.now();
    const matched = await start({ username: 'member', ...facts }, '10.90.0.1');
    const matchedMs = performance.now() - started;
    const answeredAt = performance.now();
    started = performance.now();
    const unmatched = await start({ username: 'nobody-such', ...facts }, '10.90.0.2');
    const unmatchedMs = performance.now() - started;

    expect([matched.statusCode, unmatched.statusCode]).toEqual([202, 202]);
    expect(matched.json()).toEqual(unmatched.json());
    // Neither answer waited for the slow provider: the send is not in the request path.
    expect(matchedMs).toBeLessThan(SLOW_MS);
    expect(unmatchedMs).toBeLessThan(SLOW_MS);
    expect(sent).toHaveLength(0);

    await t.app.deferredTasks.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/verification code is \d{6}/);
    expect(sent[0]!.at).toBeGreaterThan(answeredAt);
  });
});
