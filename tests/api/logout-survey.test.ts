import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsManifest, flagsManifest } from '../../src/manifests';
import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const INVITATION = '/api/logout-survey/invitation';
const RESPONSES = '/api/logout-survey/responses';
const survey = signInHelpManifest.logoutSurvey;
const message = (code: ErrorCode) => errorsManifest.errors[code]?.message;

describe.each(databaseKinds())('survey on sign-out (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const invite = async (username: string, app = t.app) => {
    const sid = await signInAs(app, username);
    const answer = await app.inject({ method: 'POST', url: INVITATION, cookies: { sid } });
    expect(answer.statusCode, username).toBe(200);
    await app.inject({ method: 'POST', url: '/api/session/memberlogout', cookies: { sid } });
    return answer.json() as { offered: boolean; reason?: string; token?: string; expiresAt?: string };
  };
  const answer = (token: string, answers: Record<string, string>) => t.app.inject({ method: 'POST', url: RESPONSES, payload: { token, answers } });

  it('is configured with questions (config/sign-in-help.json) and its flag is on by default', () => {
    expect(survey?.questions.length).toBeGreaterThan(0);
    expect(flagsManifest.flags['show-logout-survey']?.default).toBe(true);
  });

  it('offers the survey to member, and to the less severe level 7 and delinquent members', async () => {
    for (const username of ['member', 'level7', 'delinquent']) {
      const invitation = await invite(username);
      expect(invitation.offered, username).toBe(true);
      expect(invitation.token).toMatch(/^[\w-]{43}$/);
      expect(new Date(invitation.expiresAt ?? '').getTime() - t.clock.now().getTime()).toBe((survey?.answerWithinSeconds ?? 0) * 1000);
    }
  });

  it('skips it for severe level 7, cease and desist, bankruptcy and litigation (alerts.json skipsLogoutSurvey)', async () => {
    for (const username of ['level7-severe', 'cease-desist', 'bankruptcy', 'litigation']) {
      expect(await invite(username), username).toEqual({ offered: false, reason: 'alert' });
    }
  });

  it('skips it when the flag is off', async () => {
    const off = await createTestApp(kind, { config: { flags: { ...flagsManifest, flags: { ...flagsManifest.flags, 'show-logout-survey': { default: false, description: 'off' } } } } });
    try {
      expect(await invite('member', off.app)).toEqual({ offered: false, reason: 'flag-off' });
    } finally {
      await off.close();
    }
  });

  it('needs a session to be offered', async () => {
    expect((await t.app.inject({ method: 'POST', url: INVITATION })).statusCode).toBe(401);
  });

  it('stores the answers after the session ended, once, checked against the questions', async () => {
    const { token = '' } = await invite('member');
    const choice = survey?.questions.find((question) => question.kind === 'choice');
    const text = survey?.questions.find((question) => question.kind === 'text');
    const option = choice?.options?.[0]?.value ?? '';
    expect((await answer(token, { [choice?.id ?? '']: 'not-an-option' })).json()).toEqual({ errors: [{ path: `/answers/${choice?.id}`, message: message('LOGOUT_SURVEY_ANSWERS') }] });
    expect((await answer(token, { 'not-a-question': 'yes' })).statusCode).toBe(400);
    expect((await answer(token, { [text?.id ?? '']: 'x'.repeat((text?.maxLength ?? 0) + 1) })).statusCode).toBe(400);
    const stored = await answer(token, { [choice?.id ?? '']: option, [text?.id ?? '']: '  Faster transfers, please. ' });
    expect(stored.statusCode).toBe(204);
    const again = await answer(token, { [choice?.id ?? '']: option });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ path: '', message: message('LOGOUT_SURVEY_INVALID') }] });
    const rows = await t.database.db
      .selectFrom('logout_survey_responses')
      .innerJoin('members', 'members.id', 'logout_survey_responses.user_id')
      .select(['members.username', 'logout_survey_responses.answers'])
      .execute();
    expect(rows).toEqual([{ username: 'member', answers: { [choice?.id ?? '']: option, [text?.id ?? '']: 'Faster transfers, please.' } }]);
  });

  it('refuses an unknown or expired token', async () => {
    const choice = survey?.questions.find((question) => question.kind === 'choice');
    const answers = { [choice?.id ?? '']: choice?.options?.[0]?.value ?? '' };
    expect((await answer('A'.repeat(43), answers)).statusCode).toBe(400);
    const { token = '' } = await invite('member');
    t.clock.advanceSeconds((survey?.answerWithinSeconds ?? 0) + 1);
    expect((await answer(token, answers)).json()).toEqual({ errors: [{ path: '', message: message('LOGOUT_SURVEY_INVALID') }] });
  });
});
