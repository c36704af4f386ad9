import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { firstPhoneId, latestOtp, sendOtp, verifyOtp } from './step-up.support';

const { maxAttempts } = riskManifest.challenge;
const BURST = 12;

describe.each(databaseKinds())('one-time code attempts claimed before the code is checked (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`checks at most ${maxAttempts} of ${BURST} codes sent at once, and the right one after them is locked out`, async () => {
    const sid = await signInAs(t.app, 'paperless');
    const challenged = await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'paper.burst' } });
    expect(challenged.statusCode).toBe(307);
    expect((await sendOtp(t.app, sid, await firstPhoneId(t.app, sid))).statusCode).toBe(200);
    const code = await latestOtp(t.app, sid);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = await Promise.all(Array.from({ length: BURST }, () => verifyOtp(t.app, sid, wrong)));
    const codes = answers.map((answer) => (answer.json() as { errors: { code: string }[] }).errors[0]?.code);
    // Checked and wrong (AA105) until the last allowed attempt, which locks (AA106); the rest are refused unchecked.
    expect(codes.filter((answer) => answer === 'AA105')).toHaveLength(maxAttempts - 1);
    expect(codes.filter((answer) => answer === 'AA106')).toHaveLength(BURST - (maxAttempts - 1));
    expect((await verifyOtp(t.app, sid, code)).json().errors[0].code).toBe('AA106');
  });
});
