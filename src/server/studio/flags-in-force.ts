import type { FastifyInstance } from 'fastify';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import type { FlagsManifest } from '../../../engine/core/generated/manifests.gen';
import type { Session } from '../db/schema';
import { previewConfig } from './preview';
import { currentPublishedConfig } from './published-manifests';

/**
 * The flags a request is judged with: those of the version in force when it replaces flags.json, else the server's
 * configured flags; in a studio preview, the draft's, so the preview shows what the draft would switch. One indexed
 * query for the version (two for a preview); the manifests are read once per version.
 */
export async function flagsInForce(app: FastifyInstance, session: Session | null | undefined): Promise<DeepReadonly<FlagsManifest>> {
  const draftId = session?.preview_draft_id ?? null;
  const config = draftId === null ? await currentPublishedConfig(app.db) : await previewConfig(app.db, draftId);
  return Object.hasOwn(config.manifests, 'flags.json') ? (config.manifests['flags.json'] as FlagsManifest) : app.serverConfig.flags;
}
