import type { Kysely } from 'kysely';
import { staffManifest } from '../../manifests/staff-manifest';
import { createSession, type SessionPolicy } from '../auth/session-store';
import { defaultAgreementId } from '../auth/sign-in';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';
import { loadDraft } from './drafts';
import { currentPublishedConfig, type PublishedConfig } from './published-manifests';

/**
 * Starts a studio preview of a draft: a read-only session of one of the preview members the staff manifest lists
 * (the credit union's test members; never anyone else), in the agreement a sign-in of theirs would start in. It is no
 * sign-in: nothing is recorded as the member's last sign-in, and the token only ever travels in the preview's header.
 */
export async function startPreview(
  db: Kysely<Database>,
  input: { draftId: string; member: string; now: Date; policy: SessionPolicy },
): Promise<{ token: string; expiresAt: Date }> {
  await loadDraft(db, input.draftId);
  const listed = staffManifest.studio.preview.members.some((member) => member.username === input.member);
  const user = listed ? await db.selectFrom('members').select('id').where('username', '=', input.member).executeTakeFirst() : undefined;
  if (!user) throw new ApiProblem(400, 'STUDIO_PREVIEW_MEMBER_UNKNOWN', '/member');
  const { token, session } = await createSession(db, {
    userId: user.id,
    serviceAgreementId: await defaultAgreementId(db, user.id),
    now: input.now,
    policy: input.policy,
    previewDraftId: input.draftId,
  });
  return { token, expiresAt: session.expires_at };
}

/** What a preview of the draft shows: the version in force, with each manifest the draft changes replaced by the draft's. */
export async function previewConfig(db: Kysely<Database>, draftId: string): Promise<PublishedConfig> {
  const [published, draft] = await Promise.all([currentPublishedConfig(db), loadDraft(db, draftId)]);
  return { ...published, manifests: { ...published.manifests, ...draft.manifests } };
}
