import { Outlet, useNavigate } from 'react-router-dom';
import { homePath } from '../../../screens/shared/app-paths';
import { copyManifest } from '../../manifests';
import { SignedInVisibility } from '../visibility';
import { Brand } from './Brand';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The layout shown while the precheck requires onboarding: no navigation, only a way on to the accounts (SPEC 2). */
export function OnboardingLayout() {
  const navigate = useNavigate();
  return (
    <SignedInVisibility>
      <div className="layout onboarding">
        <SkipLink />
        <header className="retail-header">
          <div className="retail-header__bar">
            <Brand />
            <div className="retail-header__actions">
              <button type="button" className="button button--on-dark" onClick={() => void navigate(homePath)}>
                {copyManifest.layout.goToAccounts}
              </button>
            </div>
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
