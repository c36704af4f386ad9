import type { ProtectionRule } from '../../engine/core/card-protections';
import { cardsManifest } from '../../src/manifests/card-manifest';

const copy = cardsManifest.copy.cardServices.protections;

const RULES: readonly { value: ProtectionRule; label: string }[] = [
  { value: 'ALLOW', label: copy.ruleAllow },
  { value: 'ALERT', label: copy.ruleAlert },
  { value: 'BLOCK', label: copy.ruleBlock },
];

export interface RuleGroupProps {
  /** Unique among the page's groups: the radios' name and the base of their ids. */
  readonly name: string;
  readonly legend: string;
  readonly value: ProtectionRule;
  readonly onChange: (rule: ProtectionRule) => void;
}

/** Allow, allow and text me, or block one kind of use: a radio group named by its legend. */
export function RuleGroup({ name, legend, value, onChange }: RuleGroupProps) {
  return (
    <fieldset className="card-services__rule">
      <legend>{legend}</legend>
      <div className="card-services__choices">
        {RULES.map((rule) => (
          <label key={rule.value} className="card-services__choice">
            <input type="radio" name={name} value={rule.value} checked={value === rule.value} onChange={() => onChange(rule.value)} />
            {rule.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
