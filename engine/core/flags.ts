import type { Channel } from './audience';
import type { DeepReadonly } from './deep-readonly';
import type { FlagDefinition, FlagsManifest, FlagTargetingCondition } from './generated/manifests.gen';

/**
 * Who a flag is evaluated for. `key` is the flag context key (the user id once signed in); the other facts come
 * from the server's own records, never from what a browser claims about itself.
 */
export interface FlagContext {
  readonly key: string;
  readonly anonymous: boolean;
  /** Also matched by `userKeys`, which may name a username as well as a user id. */
  readonly username?: string;
  readonly membershipType?: string;
  readonly channel?: Channel;
}

/** A flag's value and which variation gave it: 0 is the default, n the n-th targeting rule (first match wins). */
export interface FlagDetail {
  readonly value: unknown;
  readonly variation: number;
}

const listed = (list: readonly string[] | undefined, value: string | undefined): boolean =>
  list === undefined || (value !== undefined && list.includes(value));

// Every listed field must match; a field the context does not know never matches, and a condition with no
// fields at all is malformed, so it matches nobody rather than everybody.
function conditionMatches(when: DeepReadonly<FlagTargetingCondition>, ctx: FlagContext): boolean {
  if (when.userKeys === undefined && when.membershipType === undefined && when.channel === undefined) return false;
  const userKeyMatches = when.userKeys === undefined || when.userKeys.includes(ctx.key) || (ctx.username !== undefined && when.userKeys.includes(ctx.username));
  return userKeyMatches && listed(when.membershipType, ctx.membershipType) && listed(when.channel, ctx.channel);
}

/**
 * Evaluates one flag of config/flags.json the way the local flag service (and a test) needs it: an anonymous
 * context gets the default; otherwise the first rule whose conditions all match gives its value, else the default.
 */
export function evaluateFlagDetail(definition: DeepReadonly<FlagDefinition>, ctx: FlagContext): FlagDetail {
  if (!ctx.anonymous) {
    const rules = definition.rules ?? [];
    for (let index = 0; index < rules.length; index += 1) {
      const rule = rules[index];
      if (rule !== undefined && conditionMatches(rule.when, ctx)) return { value: rule.value, variation: index + 1 };
    }
  }
  return { value: definition.default, variation: 0 };
}

/** The value of one flag for the context (see evaluateFlagDetail). */
export function evaluateFlag(definition: DeepReadonly<FlagDefinition>, ctx: FlagContext): unknown {
  return evaluateFlagDetail(definition, ctx).value;
}

/**
 * Every flag's value for the context, keyed by flag key, e.g. for visibility rules. `clientSideOnly` leaves out
 * the flags marked `clientSide: false` (what the browser may see).
 */
export function evaluateAllFlags(
  manifest: DeepReadonly<FlagsManifest>,
  ctx: FlagContext,
  options: { readonly clientSideOnly?: boolean } = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(manifest.flags)) {
    if (options.clientSideOnly === true && definition.clientSide === false) continue;
    values[key] = evaluateFlag(definition, ctx);
  }
  return values;
}
