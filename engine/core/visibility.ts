import { AUDIENCES, CHANNELS, type Channel } from './audience';
import type { DeepReadonly } from './deep-readonly';
import type { VisibilityRule } from './generated/manifests.gen';

export type { VisibilityRule } from './generated/manifests.gen';

export interface VisibilityContext {
  readonly flags: Readonly<Record<string, unknown>>;
  readonly guards: (name: string) => boolean;
  /** Whether config/policy.json allows the caller a capability (the same decision the server applies). */
  readonly can: (capability: string) => boolean;
  readonly audiences: ReadonlySet<string>;
  readonly channel: Channel;
  readonly precheckAlert?: string;
  /** On a page about one account (account actions): its product kind. */
  readonly productKind?: string;
}

// Malformed propagates to the root, so one bad branch hides the item even under `not` or `any`.
const MALFORMED = 'malformed';
type Verdict = boolean | typeof MALFORMED;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function judgeList(value: unknown, ctx: VisibilityContext, every: boolean): Verdict {
  if (!Array.isArray(value) || value.length === 0) return MALFORMED;
  const verdicts = value.map((child: unknown) => judge(child, ctx));
  if (verdicts.includes(MALFORMED)) return MALFORMED;
  return every ? verdicts.every((v) => v === true) : verdicts.some((v) => v === true);
}

function judge(rule: unknown, ctx: VisibilityContext): Verdict {
  if (!isRecord(rule)) return MALFORMED;
  const keys = Object.keys(rule);
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) return MALFORMED;
  const value = rule[key];
  switch (key) {
    case 'all':
      return judgeList(value, ctx, true);
    case 'any':
      return judgeList(value, ctx, false);
    case 'not': {
      const inner = judge(value, ctx);
      return inner === MALFORMED ? MALFORMED : !inner;
    }
    case 'flag':
      if (typeof value !== 'string') return MALFORMED;
      return Object.hasOwn(ctx.flags, value) && Boolean(ctx.flags[value]);
    case 'guard':
      if (typeof value !== 'string') return MALFORMED;
      return ctx.guards(value) === true;
    case 'can':
      if (typeof value !== 'string') return MALFORMED;
      return ctx.can(value) === true;
    case 'audience':
      return isOneOf(AUDIENCES, value) ? ctx.audiences.has(value) : MALFORMED;
    case 'channel':
      return isOneOf(CHANNELS, value) ? ctx.channel === value : MALFORMED;
    case 'precheckAlertIn':
      if (!Array.isArray(value) || !value.every((code) => typeof code === 'string')) return MALFORMED;
      return ctx.precheckAlert !== undefined && value.includes(ctx.precheckAlert);
    case 'productKindIn':
      if (!Array.isArray(value) || value.length === 0 || !value.every((kind) => typeof kind === 'string')) return MALFORMED;
      return ctx.productKind !== undefined && value.includes(ctx.productKind);
    default:
      return MALFORMED;
  }
}

/**
 * Decides whether a menu item or route is shown. No rule means visible; anything the evaluator
 * does not understand (unknown key, wrong value type, empty all/any, several keys in one object)
 * hides it, so a manifest mistake can never reveal a feature. Unknown flags count as off.
 */
export function evaluateVisibility(
  rule: DeepReadonly<VisibilityRule> | undefined,
  ctx: VisibilityContext,
): boolean {
  if (rule === undefined) return true;
  return judge(rule, ctx) === true;
}
