import { useMemo, type ReactNode } from 'react';
import type { CurrentUser } from '../../engine/core/generated/api.gen';
import { audiencesForUser, channelForUser, type VisibilityContext } from '../../engine/core';
import { VisibilityProvider } from '../../engine/react';
import { useCurrentUser } from '../../screens/shared/current-user';
import { flagsManifest } from '../manifests';

// Until the flag service and permission summary arrive (a later issue), flags are their flags.json defaults and
// every guard passes, so menus.json rules about flags and audiences already decide what shows.
const defaultFlags: Readonly<Record<string, unknown>> = Object.freeze(
  Object.fromEntries(Object.entries(flagsManifest.flags).map(([key, definition]) => [key, definition.default])),
);
const allGuardsPass = (): boolean => true;

/** The visibility context for a member (or for nobody yet: no audiences, so audience rules stay closed). */
export function visibilityFor(user: CurrentUser | undefined): VisibilityContext {
  return {
    flags: defaultFlags,
    guards: allGuardsPass,
    audiences: user === undefined ? new Set<string>() : audiencesForUser(user),
    channel: user === undefined ? 'OnlineBanking' : channelForUser(user),
  };
}

/** Visibility for pages behind the session guard: audiences and channel from the signed-in member. */
export function SignedInVisibility({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const value = useMemo(() => visibilityFor(user), [user]);
  return <VisibilityProvider value={value}>{children}</VisibilityProvider>;
}

const anonymous = visibilityFor(undefined);

/** Visibility for public pages (sign-in), where nobody is known yet. */
export function AnonymousVisibility({ children }: { children: ReactNode }) {
  return <VisibilityProvider value={anonymous}>{children}</VisibilityProvider>;
}
