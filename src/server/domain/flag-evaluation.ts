import { createHash } from 'node:crypto';
import type { FlagEvaluations, FlagsBootstrap } from '../../../engine/core/generated/api.gen';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import { evaluateFlagDetail, type FlagContext } from '../../../engine/core/flags';
import type { FlagDefinition, FlagsManifest } from '../../../engine/core/generated/manifests.gen';

/** The user part of a context the LaunchDarkly browser SDK sent: its key, and whether it is anonymous. */
export interface SentUser {
  key: string;
  anonymous: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the user out of an SDK context: a legacy user ({ key }), a user-kind context ({ kind: "user", key }) or
 * the user of a multi-kind context. A context without a user, or without a key, counts as anonymous. Undefined
 * when it is not a context at all.
 */
export function sentUserOf(context: unknown): SentUser | undefined {
  if (!isRecord(context)) return undefined;
  const user = context.kind === 'multi' ? context.user : context.kind === undefined || context.kind === 'user' ? context : undefined;
  if (!isRecord(user)) return { key: '', anonymous: true };
  const key = typeof user.key === 'string' ? user.key : '';
  return { key, anonymous: user.anonymous === true || key === '' };
}

/** A number that changes whenever a flag's definition in flags.json changes (the SDK's flag version). */
export function flagVersion(definition: DeepReadonly<FlagDefinition>): number {
  return Number.parseInt(createHash('sha256').update(JSON.stringify(definition), 'utf8').digest('hex').slice(0, 7), 16);
}

/** The evalx answer: every flag the browser may see, evaluated for the context. No flag is ever made up. */
export function evaluateClientFlags(manifest: DeepReadonly<FlagsManifest>, ctx: FlagContext): FlagEvaluations {
  const answer: FlagEvaluations = {};
  for (const [key, definition] of Object.entries(manifest.flags)) {
    if (definition.clientSide === false) continue;
    const detail = evaluateFlagDetail(definition, ctx);
    answer[key] = { value: detail.value, variation: detail.variation, version: flagVersion(definition) };
  }
  return answer;
}

/** The same flags in the SDK's bootstrap shape (what the server SDK's allFlagsState().toJSON() gives). */
export function toBootstrap(evaluations: FlagEvaluations): FlagsBootstrap {
  const bootstrap: FlagsBootstrap = { $flagsState: {}, $valid: true };
  for (const [key, { value, variation, version }] of Object.entries(evaluations)) {
    bootstrap[key] = value;
    bootstrap.$flagsState[key] = { variation, version };
  }
  return bootstrap;
}
