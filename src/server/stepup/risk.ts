import type { StepUpRule } from '../../../engine/core/generated/manifests.gen';
import type { DeepReadonly } from '../../../engine/core/deep-readonly';
import { riskManifest } from '../../manifests';

/** An event config/risk.json can protect (addExternalAccount, achTransfer, changeUsername, ...). */
export type StepUpEvent = StepUpRule['event'];

export type RiskDecision =
  | { outcome: 'ALLOW' }
  | { outcome: 'CHALLENGE' | 'DENY'; rule: DeepReadonly<StepUpRule> };

/**
 * What config/risk.json says about an action: the first rule for the event that applies (a rule with
 * minAmountCents applies only at or above it) decides CHALLENGE or DENY; no rule means ALLOW.
 */
export function decideRisk(input: { event: StepUpEvent; amountCents?: number }, rules: DeepReadonly<StepUpRule[]> = riskManifest.rules): RiskDecision {
  const rule = rules.find(
    (candidate) => candidate.event === input.event && (candidate.minAmountCents === undefined || (input.amountCents ?? 0) >= candidate.minAmountCents),
  );
  return rule ? { outcome: rule.outcome, rule } : { outcome: 'ALLOW' };
}
