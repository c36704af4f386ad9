import type { AlertsManifest, ErrorsManifest, PermissionsManifest, PolicyManifest, SsoManifest, TrustedUsersManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/policy.json';

export interface PolicyCheckInput {
  readonly policy: PolicyManifest;
  readonly permissions: PermissionsManifest;
  readonly alerts: AlertsManifest;
  readonly errors: ErrorsManifest;
  readonly sso: SsoManifest;
  readonly trustedUsers: TrustedUsersManifest;
}

/**
 * config/policy.json beyond its schema, and the manifests that name its capabilities: every capability named (by an
 * actor, a feature grant, a condition, a guard of permissions.json, a target of sso.json) exists; conditions name
 * alert types alerts.json has and errors errors.json has, and either keep a list or remove one, never both; feature
 * grants name features and levels config/trusted-users.json offers; exactly one capability is public, and it is
 * held by no actor (a public call has no actor).
 */
export function checkPolicy(input: PolicyCheckInput): ValidationIssue[] {
  const { policy } = input;
  const issues: ValidationIssue[] = [];
  const capabilities = new Set(Object.keys(policy.capabilities));
  const capabilityList = [...capabilities].join(', ');
  const capability = (file: string, pointer: string, name: string): void => {
    if (!capabilities.has(name)) issues.push(makeIssue(file, pointer, `a capability of config/policy.json (${capabilityList})`, describeFound(name), 'no capability has that name'));
  };
  const errorCode = (pointer: string, code: string): void => {
    if (!Object.hasOwn(input.errors.errors, code)) issues.push(makeIssue(FILE, pointer, 'a code of config/errors.json', describeFound(code), 'no error has that code'));
  };

  errorCode('/refusal', policy.refusal);
  const publicOnes = Object.entries(policy.capabilities).filter(([, definition]) => definition.public === true).map(([name]) => name);
  if (publicOnes.length !== 1) issues.push(makeIssue(FILE, '/capabilities', 'exactly one public capability', describeFound(publicOnes)));

  for (const [name, actor] of Object.entries(policy.actors)) {
    actor.capabilities.forEach((held, i) => {
      capability(FILE, pointerJoin('/actors', name, 'capabilities', i), held);
      if (publicOnes.includes(held)) issues.push(makeIssue(FILE, pointerJoin('/actors', name, 'capabilities', i), 'no public capability (a public call has no actor)', describeFound(held)));
    });
  }

  const features = input.trustedUsers.features as unknown as Record<string, Record<string, unknown>>;
  for (const [feature, levels] of Object.entries(policy.featureGrants)) {
    const offered = Object.hasOwn(features, feature) ? features[feature] : undefined;
    if (offered === undefined) {
      issues.push(makeIssue(FILE, pointerJoin('/featureGrants', feature), `a feature of config/trusted-users.json (${Object.keys(features).join(', ')})`, describeFound(feature)));
      continue;
    }
    for (const [level, added] of Object.entries(levels) as [string, string[]][]) {
      if (!Object.hasOwn(offered, level)) issues.push(makeIssue(FILE, pointerJoin('/featureGrants', feature, level), `a level config/trusted-users.json offers for ${feature}`, describeFound(level)));
      added.forEach((name, i) => capability(FILE, pointerJoin('/featureGrants', feature, level, i), name));
    }
  }

  for (const [name, condition] of Object.entries(policy.conditions)) {
    const pointer = pointerJoin('/conditions', name);
    condition.alertTypes.forEach((type, i) => {
      if (!Object.hasOwn(input.alerts.types, type)) issues.push(makeIssue(FILE, pointerJoin(pointer, 'alertTypes', i), 'an alert type of config/alerts.json', describeFound(type), 'no alert type has that key'));
    });
    if (condition.alertTypes.length === 0 && condition.onboardingRequired !== true) issues.push(makeIssue(FILE, pointer, 'alert types or onboardingRequired: something that raises the condition', 'neither'));
    if ((condition.keepsOnly === undefined) === (condition.removes === undefined)) issues.push(makeIssue(FILE, pointer, 'exactly one of "keepsOnly" and "removes"', condition.keepsOnly === undefined ? 'neither' : 'both'));
    condition.keepsOnly?.forEach((kept, i) => capability(FILE, pointerJoin(pointer, 'keepsOnly', i), kept));
    condition.removes?.forEach((rule, i) => capability(FILE, pointerJoin(pointer, 'removes', i, ...(typeof rule === 'string' ? [] : ['capability'])), typeof rule === 'string' ? rule : rule.capability));
    errorCode(pointerJoin(pointer, 'errorCode'), condition.errorCode);
  }

  for (const [name, guard] of Object.entries(input.permissions.guards)) capability('config/permissions.json', pointerJoin('/guards', name, 'capability'), guard.capability);
  const byPath = new Map<string, string>();
  for (const [name, target] of Object.entries(input.sso.targets)) {
    capability('config/sso.json', pointerJoin('/targets', name, 'capability'), target.capability);
    // One server route serves each path, so targets sharing a path share its capability.
    const earlier = byPath.get(target.path);
    if (earlier === undefined) byPath.set(target.path, target.capability);
    else if (earlier !== target.capability) issues.push(makeIssue('config/sso.json', pointerJoin('/targets', name, 'capability'), `"${earlier}", the capability of the first target on ${target.path}`, describeFound(target.capability)));
  }
  return issues;
}
