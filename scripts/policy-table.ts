import { actorCapabilities, decide } from '../engine/core/policy';
import { policyManifest } from '../src/manifests';

/**
 * Prints config/policy.json as an auditor reads it, decided by the same function the server applies: capabilities ×
 * actors (✓ held, · not), the trusted users' feature grants, and capabilities × member conditions for a member (✓
 * kept, ✗ taken away, ~ taken away for some kinds of account, · the member never holds it), with each condition's
 * message. `npm run policy:table`.
 */

const capabilities = Object.keys(policyManifest.capabilities).filter((name) => policyManifest.capabilities[name]?.public !== true);
const table = (columns: readonly string[], cell: (capability: string, column: string) => string): string[] => [
  `| capability | ${columns.join(' | ')} |`,
  `| --- | ${columns.map(() => ':-:').join(' | ')} |`,
  ...capabilities.map((capability) => `| ${capability} | ${columns.map((column) => cell(capability, column)).join(' | ')} |`),
];

const actors = Object.keys(policyManifest.actors);
const held = new Map(actors.map((actor) => [actor, actorCapabilities(policyManifest, { actor })]));
const lines: string[] = ['## Capabilities × actors (before member conditions)', ''];
lines.push(...table(actors, (capability, actor) => (held.get(actor)?.has(capability) ? '✓' : '·')));
lines.push('', 'Trusted users also get what their feature grants add; staff are not bound by member conditions.', '');
for (const [feature, levels] of Object.entries(policyManifest.featureGrants)) {
  for (const [level, added] of Object.entries(levels) as [string, string[]][]) lines.push(`- ${feature} at ${level}: ${added.join(', ')}`);
}

const conditions = Object.keys(policyManifest.conditions);
lines.push('', '## Capabilities × member conditions (for a member; trusted users acting for them alike)', '');
lines.push(
  ...table(conditions, (capability, name) => {
    if (!held.get('member')?.has(capability)) return '·';
    if (!decide(policyManifest, { actor: 'member', conditions: [name] }, { capability }).allowed) return '✗';
    const byGroup = (policyManifest.conditions[name]?.removes ?? []).some((rule) => typeof rule !== 'string' && rule.capability === capability);
    return byGroup ? '~' : '✓';
  }),
);
lines.push('', 'What a refused caller reads:', '');
for (const [name, condition] of Object.entries(policyManifest.conditions)) {
  lines.push(`- ${name} (alert types ${condition.alertTypes.join(', ') || 'none: pending onboarding'}): ${condition.errorCode}`);
}
lines.push(`- an actor without the capability: ${policyManifest.refusal}`);
console.log(lines.join('\n'));
