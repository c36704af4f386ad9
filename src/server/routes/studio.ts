import type { FastifyPluginAsync } from 'fastify';
import type {
  StudioDraft,
  StudioDraftCheck,
  StudioDraftList,
  StudioDraftParams,
  StudioDraftWrite,
  StudioManifests,
  StudioPreview,
  StudioPreviewStart,
  StudioPublish,
  StudioVersion,
  StudioVersionList,
  StudioVersionParams,
} from '../../../engine/core/generated/api.gen';
import { errorMessage } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession, sessionPolicy } from '../plugins/session';
import { PREVIEW_SESSION_QUERY } from '../../../engine/core/preview-session';
import { draftChanges, draftIssues, manifestInForce, studioFileNames, wordsOf, type ManifestSet } from '../studio/check-draft';
import { isWordsOnlyManifest } from '../../../engine/core/studio-manifests';
import { createDraft, listOpenDrafts, loadDraft, updateDraft } from '../studio/drafts';
import { startPreview } from '../studio/preview';
import { currentPublishedConfig } from '../studio/published-manifests';
import { DraftRefused, listVersions, publishDraft, restoreVersion } from '../studio/versions';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error };
const tags = ['studio'];
const BASE = '/client-api/v2/studio';

/**
 * The product owner's studio, mounted at /api/studio: drafts of the manifests, their checks (the same as
 * `npm run validate`) and changes against the version in force, publishing by an approver who did not write the
 * draft, and the versions with restore. The policy decides every call: studio-review reads, studio-edit writes drafts
 * and restores, studio-publish publishes, studio-preview shows a draft as a preview member (config/policy.json); the
 * four-eyes rule itself is the domain's (studio/versions.ts), since it depends on the draft's author.
 */
export const studioRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const userId = (request: Parameters<typeof currentSession>[0]): string => currentSession(request).user_id;
  const check = async (manifests: ManifestSet): Promise<StudioDraftCheck> => {
    const published = await currentPublishedConfig(app.db);
    return { currentVersion: published.version, issues: draftIssues(published, manifests), changes: draftChanges(published, manifests) };
  };

  app.get<{ Reply: StudioDraftList }>(
    `${BASE}/drafts`,
    {
      schema: { tags, summary: 'The drafts not yet published, most recently changed first', response: { 200: apiSchemaRef('studio-draft-list'), ...errors } },
      config: { capability: 'studio-review', guard: null },
    },
    async () => ({ drafts: await listOpenDrafts(app.db) }),
  );

  app.post<{ Body: StudioDraftWrite; Reply: StudioDraft }>(
    `${BASE}/drafts`,
    {
      schema: { tags, summary: 'Start a draft: a title and the whole manifests it changes, by file name', body: apiSchemaRef('studio-draft-write'), response: { 201: apiSchemaRef('studio-draft'), ...errors } },
      config: { capability: 'studio-edit', guard: null },
    },
    async (request, reply) => reply.code(201).send(await createDraft(app.db, { authorId: userId(request), write: request.body, now: app.clock() })),
  );

  app.get<{ Params: StudioDraftParams; Reply: StudioDraft }>(
    `${BASE}/drafts/:draftId`,
    {
      schema: { tags, summary: 'One draft', params: apiSchemaRef('studio-draft-params'), response: { 200: apiSchemaRef('studio-draft'), ...errors } },
      config: { capability: 'studio-review', guard: null },
    },
    async (request) => loadDraft(app.db, request.params.draftId),
  );

  app.put<{ Params: StudioDraftParams; Body: StudioDraftWrite; Reply: StudioDraft }>(
    `${BASE}/drafts/:draftId`,
    {
      schema: { tags, summary: "Change a draft's title and manifests (its author only, until it is published)", params: apiSchemaRef('studio-draft-params'), body: apiSchemaRef('studio-draft-write'), response: { 200: apiSchemaRef('studio-draft'), ...errors } },
      config: { capability: 'studio-edit', guard: null },
    },
    async (request) => updateDraft(app.db, { draftId: request.params.draftId, authorId: userId(request), write: request.body, now: app.clock() }),
  );

  app.get<{ Params: StudioDraftParams; Reply: StudioDraftCheck }>(
    `${BASE}/drafts/:draftId/check`,
    {
      schema: { tags, summary: "A draft's problems (by manifest and pointer) and its changes (pointer, before, after) against the version in force", params: apiSchemaRef('studio-draft-params'), response: { 200: apiSchemaRef('studio-draft-check'), ...errors } },
      config: { capability: 'studio-review', guard: null },
    },
    async (request) => check((await loadDraft(app.db, request.params.draftId)).manifests),
  );

  app.post<{ Body: StudioDraftWrite; Reply: StudioDraftCheck }>(
    `${BASE}/check`,
    {
      schema: { tags, summary: 'Check manifests being edited, unsaved: their problems and changes against the version in force', body: apiSchemaRef('studio-draft-write'), response: { 200: apiSchemaRef('studio-draft-check'), ...errors } },
      config: { capability: 'studio-review', guard: null, readsOnly: true },
    },
    async (request) => check(request.body.manifests),
  );

  app.post<{ Params: StudioDraftParams; Body: StudioPublish; Reply: StudioVersion }>(
    `${BASE}/drafts/:draftId/publish`,
    {
      schema: {
        tags,
        summary: "Publish a draft as the next version: an approver who is not the draft's author, with a reason; a draft the checks refuse is listed problem by problem",
        params: apiSchemaRef('studio-draft-params'),
        body: apiSchemaRef('studio-publish'),
        response: { 201: apiSchemaRef('studio-version'), 422: error, ...errors },
      },
      config: { capability: 'studio-publish', guard: null },
    },
    async (request, reply) => {
      try {
        const version = await publishDraft(app.db, { draftId: request.params.draftId, approverId: userId(request), reason: request.body.reason, now: app.clock() });
        return await reply.code(201).send(version);
      } catch (refusal) {
        if (!(refusal instanceof DraftRefused)) throw refusal;
        return reply.code(422).send({ errors: [{ path: '', message: errorMessage('STUDIO_DRAFT_INVALID') }, ...refusal.errors] } as never);
      }
    },
  );

  app.post<{ Params: StudioDraftParams; Body: StudioPreviewStart; Reply: StudioPreview }>(
    `${BASE}/drafts/:draftId/preview`,
    {
      schema: {
        tags,
        summary: "Start a read-only preview of a draft in the member app, as one of the studio's preview members: the preview's first page, its session in the address",
        params: apiSchemaRef('studio-draft-params'),
        body: apiSchemaRef('studio-preview-start'),
        response: { 201: apiSchemaRef('studio-preview'), ...errors },
      },
      config: { capability: 'studio-preview', guard: null },
    },
    async (request, reply) => {
      const { token, expiresAt } = await startPreview(app.db, { draftId: request.params.draftId, member: request.body.member, now: app.clock(), policy: sessionPolicy(app.serverConfig) });
      return reply.code(201).send({ url: `/?${PREVIEW_SESSION_QUERY}=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get<{ Reply: StudioManifests }>(
    `${BASE}/manifests`,
    {
      schema: { tags, summary: 'The manifests the studio offers and their language overlays, whole (every key of the file), as the version in force has them', response: { 200: apiSchemaRef('studio-manifests'), ...errors } },
      config: { capability: 'studio-review', guard: null },
    },
    async () => {
      const published = await currentPublishedConfig(app.db);
      const names = studioFileNames();
      return {
        currentVersion: published.version,
        manifests: Object.fromEntries(names.map((name) => [name, manifestInForce(published, name) as Record<string, unknown>])),
        wordsOnly: Object.fromEntries(names.filter(isWordsOnlyManifest).map((name) => [name, wordsOf(name)])),
      };
    },
  );

  app.get<{ Reply: StudioVersionList }>(
    `${BASE}/versions`,
    {
      schema: { tags, summary: 'Every published version, newest first, and version 0: the release', response: { 200: apiSchemaRef('studio-version-list'), ...errors } },
      config: { capability: 'studio-review', guard: null },
    },
    async () => listVersions(app.db),
  );

  app.post<{ Params: StudioVersionParams; Body: StudioPublish; Reply: StudioVersion }>(
    `${BASE}/versions/:number/restore`,
    {
      schema: { tags, summary: "Publish a new version equal to an earlier one (0: the release's own manifests), with a reason", params: apiSchemaRef('studio-version-params'), body: apiSchemaRef('studio-publish'), response: { 201: apiSchemaRef('studio-version'), ...errors } },
      config: { capability: 'studio-edit', guard: null },
    },
    async (request, reply) => reply.code(201).send(await restoreVersion(app.db, { number: Number(request.params.number), restorerId: userId(request), reason: request.body.reason, now: app.clock() })),
  );
};
