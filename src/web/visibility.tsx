import { useEffect, useMemo, type ReactNode } from 'react';
import { RouteAccessProvider, VisibilityProvider, useFlagIdentity, useFlagSnapshot, type FlagIdentity } from '../../engine/react';
import { followMemberLocale } from '../../engine/react/locale';
import { useCurrentUser } from '../../screens/shared/current-user';
import { isOfferedLocale } from '../manifests/locales-manifest';
import { useAgreementContext } from '../../screens/shared/service-agreements';
import { anonymousAccess, sessionAccess, type SessionAccess } from './access/access-facts';
import { usePermissionSummary } from './access/permission-summary';
import { usePolicySubject } from './access/policy-subject';
import { flagStore } from './flags';

function AccessProviders({ access, children }: { access: SessionAccess; children: ReactNode }) {
  return (
    <VisibilityProvider value={access.visibility}>
      <RouteAccessProvider value={access.routeAccess}>{children}</RouteAccessProvider>
    </VisibilityProvider>
  );
}

/**
 * Visibility and route access for pages behind the session guard: flags identified for the signed-in user (
 * anonymous until then), the permission summary's guards and the policy's capabilities, the agreement's master/trusted standing, the channel.
 */
export function SignedInVisibility({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  // The member's stored language (users/me `language`) follows them to this device.
  const language = user === undefined ? undefined : (user as { language?: unknown }).language;
  useEffect(() => followMemberLocale(language, isOfferedLocale), [language]);
  const summary = usePermissionSummary();
  const subject = usePolicySubject();
  const agreement = useAgreementContext();
  const identity = useMemo<FlagIdentity | undefined>(() => {
    if (user === undefined) return undefined;
    const hash = user.additions.ld_hash;
    return hash === undefined ? { key: user.id } : { key: user.id, hash };
  }, [user]);
  // Anonymous until users/me answers; flags count as settled only once they are this user's.
  const flagsSettled = useFlagIdentity(flagStore, identity);
  const { values: flags } = useFlagSnapshot(flagStore);
  const access = useMemo(
    () =>
      sessionAccess({
        user,
        agreement: agreement.data,
        summary: summary.data,
        subject: subject.data,
        flags,
        flagsSettled: identity !== undefined && flagsSettled,
        permissionsSettled: !summary.isPending && !subject.isPending,
        agreementSettled: !agreement.isPending,
      }),
    [user, agreement.data, agreement.isPending, summary.data, summary.isPending, subject.data, subject.isPending, flags, identity, flagsSettled],
  );
  return <AccessProviders access={access}>{children}</AccessProviders>;
}

/** Visibility for public pages (sign-in), where nobody is known yet: flags go back to anonymous. */
export function AnonymousVisibility({ children }: { children: ReactNode }) {
  useFlagIdentity(flagStore, undefined);
  const { values: flags } = useFlagSnapshot(flagStore);
  const access = useMemo(() => anonymousAccess(flags), [flags]);
  return <AccessProviders access={access}>{children}</AccessProviders>;
}
