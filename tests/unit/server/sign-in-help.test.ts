import { describe, expect, it } from 'vitest';
import { alertsManifest } from '../../../src/manifests';
import { signInHelpManifest } from '../../../src/manifests/sign-in-help-manifest';
import { checkSurveyAnswers, surveySkipReason } from '../../../src/server/domain/logout-survey';
import { calendarDate, checkCode, subjectKeyOf } from '../../../src/server/domain/sign-in-help/facts';
import { identityFactsFor } from '../../../src/server/seed/identity-facts';
import { ApiProblem } from '../../../src/server/errors';

describe('sign-in help facts', () => {
  it('accepts only real calendar days', () => {
    expect(calendarDate('1984-07-09')).toBe('1984-07-09');
    expect(calendarDate('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '1984-13-01', '1984-00-10', '1984-7-9', '19840709', '']) expect(calendarDate(bad), bad).toBeUndefined();
  });

  it('keys the identity limit by every fact claimed, case- and space-insensitive for usernames, never by who matched', () => {
    const base = { purpose: 'password' as const, taxIdLast4: '1234', birthDate: '1990-01-01' };
    expect(subjectKeyOf({ ...base, username: ' Member ' })).toBe(subjectKeyOf({ ...base, username: 'member' }));
    // Not the username alone: other facts claimed for the same username are another bucket.
    expect(subjectKeyOf({ ...base, username: 'member' })).not.toBe(subjectKeyOf({ ...base, username: 'member', taxIdLast4: '9999' }));
    expect(subjectKeyOf({ ...base, username: 'member' })).not.toBe(subjectKeyOf({ ...base, username: 'member', birthDate: '1990-01-02' }));
    expect(subjectKeyOf({ ...base, username: 'member' })).not.toBe(subjectKeyOf({ ...base, username: 'business' }));
    const facts = { purpose: 'username' as const, taxIdLast4: '1234', birthDate: '1990-01-01', accountLast4: '5678' };
    expect(subjectKeyOf(facts)).not.toBe(subjectKeyOf({ ...facts, purpose: 'enrol' }));
    expect(subjectKeyOf(facts)).not.toBe(subjectKeyOf({ ...facts, accountLast4: '5679' }));
    expect(subjectKeyOf(facts)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies only a right code of a real member, and locks on the maxAttempts-th wrong one either way', () => {
    expect(checkCode({ matches: true, forRealMember: true, failedSoFar: 2, maxAttempts: 3 })).toEqual({ kind: 'verified' });
    expect(checkCode({ matches: true, forRealMember: false, failedSoFar: 0, maxAttempts: 3 })).toEqual({ kind: 'incorrect', attemptsLeft: 2 });
    expect(checkCode({ matches: false, forRealMember: true, failedSoFar: 1, maxAttempts: 3 })).toEqual({ kind: 'incorrect', attemptsLeft: 1 });
    expect(checkCode({ matches: false, forRealMember: true, failedSoFar: 2, maxAttempts: 3 })).toEqual({ kind: 'locked' });
    expect(checkCode({ matches: false, forRealMember: false, failedSoFar: 2, maxAttempts: 3 })).toEqual({ kind: 'locked' });
  });

  it('gives each persona the same identity facts on every run, README\'s for member and enrol', () => {
    expect(identityFactsFor('member')).toEqual({ taxIdLast4: '4821', birthDate: '1984-07-09' });
    expect(identityFactsFor('enrol')).toEqual({ taxIdLast4: '6307', birthDate: '1990-02-14' });
    const derived = identityFactsFor('business');
    expect(identityFactsFor('business')).toEqual(derived);
    expect(derived.taxIdLast4).toMatch(/^\d{4}$/);
    expect(calendarDate(derived.birthDate)).toBe(derived.birthDate);
  });
});

describe('survey on sign-out rules', () => {
  const survey = signInHelpManifest.logoutSurvey;
  const rules = alertsManifest;
  const base = { survey, flagOn: true, alertTypes: [] as (string | null)[], rules };

  it('is skipped when not configured, when the flag is off, and for the alerts marked skipsLogoutSurvey', () => {
    expect(surveySkipReason(base)).toBeNull();
    expect(surveySkipReason({ ...base, survey: undefined })).toBe('not-configured');
    expect(surveySkipReason({ ...base, survey: { answerWithinSeconds: 60, questions: [] } })).toBe('not-configured');
    expect(surveySkipReason({ ...base, flagOn: false })).toBe('flag-off');
    for (const code of ['L7S_MBR', 'CND_MBR', 'BKR_MBR', 'BKM_MBR', 'LIT_MBR', 'LIT_MSR']) {
      expect(surveySkipReason({ ...base, alertTypes: [rules.conditionCodes[code] ?? ''] }), code).toBe('alert');
    }
    for (const code of ['L7L_MBR', 'DEL_MBR', 'PRF_MBR', 'PPL_MBR', 'FTL_MBR']) {
      expect(surveySkipReason({ ...base, alertTypes: [rules.conditionCodes[code] ?? ''] }), code).toBeNull();
    }
    expect(surveySkipReason({ ...base, alertTypes: [null, 'no-such-type'] })).toBeNull();
  });

  it('takes only the questions and options it asks, trimmed, texts within their length', () => {
    const questions = survey?.questions ?? [];
    const choice = questions.find((question) => question.kind === 'choice');
    const text = questions.find((question) => question.kind === 'text');
    if (!choice?.options?.[0] || !text) throw new Error('the configured survey needs a choice and a text question');
    expect(checkSurveyAnswers(questions, { [choice.id]: ` ${choice.options[0].value} `, [text.id]: ' ok ' })).toEqual({ [choice.id]: choice.options[0].value, [text.id]: 'ok' });
    expect(() => checkSurveyAnswers(questions, { [choice.id]: 'maybe' })).toThrow(ApiProblem);
    expect(() => checkSurveyAnswers(questions, { nope: 'x' })).toThrow(ApiProblem);
    expect(() => checkSurveyAnswers(questions, { [text.id]: '   ' })).toThrow(ApiProblem);
    expect(() => checkSurveyAnswers(questions, { [text.id]: 'x'.repeat((text.maxLength ?? 500) + 1) })).toThrow(ApiProblem);
  });
});

describe('public pages of routes.json', () => {
  it('knows sign-in and sign-in help as public (no session watcher or precheck there), signed-in pages not', async () => {
    const { isPublicPath } = await import('../../../screens/shared/app-paths');
    for (const path of ['/login', '/sign-in/forgot-username', '/sign-in/forgot-password', '/enrol', '/enrol/']) expect(isPublicPath(path), path).toBe(true);
    for (const path of ['/accounts/list/summary', '/settings/sign-in', '/sign-in', '/']) expect(isPublicPath(path), path).toBe(false);
  });
});
