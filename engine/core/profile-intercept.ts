import { isAllowed, type Policy, type PolicySubject } from './policy';

/** What the profile intercept leads to: changing the person's contact points (config/policy.json). */
export const PROFILE_INTERCEPT_CAPABILITY = 'edit-profile';

/**
 * Whether the profile intercept may ask this person to fix missing or invalid contact points: only when the policy
 * lets them change their profile, so nobody is asked for what they cannot do. The server's sign-in checks and the
 * browser's prompt decide with this one function.
 */
export function mayAskForContacts(policy: Policy, subject: PolicySubject | null | undefined): boolean {
  return subject !== null && subject !== undefined && isAllowed(policy, subject, { capability: PROFILE_INTERCEPT_CAPABILITY });
}
