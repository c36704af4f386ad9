import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { channelForUser } from '../../../engine/core/audience';
import type { AlertRules } from '../../../engine/core/alert-gating';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import { evaluateFlag } from '../../../engine/core/flags';
import type { FlagsManifest, LogoutSurveyQuestion, LogoutSurveySettings } from '../../../engine/core/generated/manifests.gen';
import type { LogoutSurveyInvitation } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { flagContextKey, loadMember } from './current-user';
import type { MemberScope } from './member-scope';
import { sessionPrecheck } from './precheck';
import { tokenHash } from '../token-hash';

/** The flag of config/flags.json that turns the survey on sign-out on or off. */
export const LOGOUT_SURVEY_FLAG = 'show-logout-survey';

export type SurveySkipReason = 'not-configured' | 'flag-off' | 'alert';

/**
 * Whether the survey on sign-out is skipped, and why: no survey configured (config/sign-in-help.json
 * logoutSurvey absent or without questions), the flag off for this member, or one of the member's precheck alert
 * types is marked skipsLogoutSurvey in config/alerts.json (severe level 7, cease and desist, bankruptcy including a
 * bankruptcy member, litigation). Null: the survey is offered.
 */
export function surveySkipReason(input: {
  survey: DeepReadonly<LogoutSurveySettings> | undefined;
  flagOn: boolean;
  alertTypes: readonly (string | null | undefined)[];
  rules: AlertRules;
}): SurveySkipReason | null {
  if (input.survey === undefined || input.survey.questions.length === 0) return 'not-configured';
  if (!input.flagOn) return 'flag-off';
  const skips = input.alertTypes.some((type) => typeof type === 'string' && Object.hasOwn(input.rules.types, type) && input.rules.types[type]?.skipsLogoutSurvey === true);
  return skips ? 'alert' : null;
}

/**
 * Checks answers against the survey's questions: every key a question the survey asks, a choice one of its options,
 * a text within its maxLength (trimmed, not blank). Returns the answers to store, or throws 400.
 */
export function checkSurveyAnswers(questions: readonly DeepReadonly<LogoutSurveyQuestion>[], answers: Readonly<Record<string, string>>): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [id, raw] of Object.entries(answers)) {
    const question = questions.find((candidate) => candidate.id === id);
    if (!question) throw new ApiProblem(400, 'LOGOUT_SURVEY_ANSWERS', `/answers/${id}`);
    const answer = raw.trim();
    const valid =
      question.kind === 'choice'
        ? (question.options ?? []).some((option) => option.value === answer)
        : answer.length > 0 && [...answer].length <= (question.maxLength ?? 500);
    if (!valid) throw new ApiProblem(400, 'LOGOUT_SURVEY_ANSWERS', `/answers/${id}`);
    stored[id] = answer;
  }
  return stored;
}

/**
 * Decides at sign-out whether this session's member is asked the survey; if so, issues its one-time token (only the
 * hash is stored), good for answerWithinSeconds after the session ends.
 */
export async function offerLogoutSurvey(
  db: Kysely<Database>,
  input: { scope: MemberScope; survey: DeepReadonly<LogoutSurveySettings> | undefined; flags: DeepReadonly<FlagsManifest>; rules: AlertRules; now: Date; today: string },
): Promise<LogoutSurveyInvitation> {
  const member = await loadMember(db, input.scope.userId);
  if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
  const definition = input.flags.flags[LOGOUT_SURVEY_FLAG];
  const flagOn =
    definition !== undefined &&
    evaluateFlag(definition, {
      key: flagContextKey(member),
      anonymous: false,
      username: member.username,
      membershipType: member.membership_type,
      channel: channelForUser({ additions: member.employee_guid ? { employee_guid: member.employee_guid } : {} }),
    }) === true;
  const precheck = input.survey === undefined || !flagOn ? undefined : await sessionPrecheck(db, input.scope, input.rules, input.today);
  const alertTypes = precheck === undefined ? [] : input.scope.staff ? (precheck.alertTypeList ?? []) : [precheck.alertType];
  const reason = surveySkipReason({ survey: input.survey, flagOn, alertTypes, rules: input.rules });
  if (reason !== null || input.survey === undefined) return { offered: false, reason: reason ?? 'not-configured' };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.survey.answerWithinSeconds * 1000);
  await db
    .insertInto('logout_survey_invitations')
    .values({ id: randomUUID(), token_hash: tokenHash(token), user_id: input.scope.userId, created_at: input.now, expires_at: expiresAt })
    .execute();
  return { offered: true, token, expiresAt: expiresAt.toISOString() };
}

/** Stores the answers of an invitation, once, before it expires; 400 LOGOUT_SURVEY_INVALID otherwise. */
export async function answerLogoutSurvey(
  db: Kysely<Database>,
  input: { token: string; answers: Readonly<Record<string, string>>; survey: DeepReadonly<LogoutSurveySettings> | undefined; now: Date },
): Promise<void> {
  if (input.survey === undefined) throw new ApiProblem(400, 'LOGOUT_SURVEY_INVALID');
  const answers = checkSurveyAnswers(input.survey.questions, input.answers);
  await db.transaction().execute(async (trx) => {
    const invitation = await trx
      .updateTable('logout_survey_invitations')
      .set({ answered_at: input.now })
      .where('token_hash', '=', tokenHash(input.token))
      .where('answered_at', 'is', null)
      .where('expires_at', '>', input.now)
      .returning(['id', 'user_id'])
      .executeTakeFirst();
    if (!invitation) throw new ApiProblem(400, 'LOGOUT_SURVEY_INVALID');
    await trx
      .insertInto('logout_survey_responses')
      .values({ id: randomUUID(), invitation_id: invitation.id, user_id: invitation.user_id, answers: JSON.stringify(answers), created_at: input.now })
      .execute();
  });
}
