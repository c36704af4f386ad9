import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { homePath } from '../../../screens/shared/app-paths';
import { completeOnboarding, precheckQuery } from '../../../screens/shared/precheck-api';
import { copyManifest } from '../../manifests';
import { useSignOut } from '../use-sign-out';
import { SignedInVisibility } from '../visibility';
import { Brand } from './Brand';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import './onboarding-layout.css';

function OnboardingActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  // Every page sends the member back here while the precheck asks for onboarding: going on records that they have
  // been through it, and only then do the accounts open.
  const goOn = useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: precheckQuery.queryKey });
      await navigate(homePath, { replace: true });
    },
  });
  return (
    <div className="onboarding-header__actions">
      <button type="button" className="button button--on-dark" disabled={goOn.isPending} onClick={() => goOn.mutate()}>
        {copyManifest.layout.goToAccounts}
      </button>
      <button type="button" className="button onboarding-header__sign-out" onClick={() => void signOut()}>
        {copyManifest.layout.signOut}
      </button>
      {goOn.isError ? (
        <p className="onboarding__error" role="alert">
          {copyManifest.screens.onboarding.error}
        </p>
      ) : null}
    </div>
  );
}

/** The layout shown while the precheck requires onboarding: no navigation, only a way on to the accounts and Sign Out. */
export function OnboardingLayout() {
  return (
    <SignedInVisibility>
      <div className="layout onboarding">
        <SkipLink />
        <header className="retail-header">
          <div className="retail-header__bar">
            <Brand />
            <OnboardingActions />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </SignedInVisibility>
  );
}
