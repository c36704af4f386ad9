import { Outlet } from 'react-router-dom';
import { AnonymousVisibility } from '../visibility';
import { Brand } from './Brand';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The layout of public pages (sign-in): the product name, the page, the footer; nothing that needs a member. */
export function BareLayout() {
  return (
    <AnonymousVisibility>
      <div className="layout bare">
        <SkipLink />
        <header className="retail-header">
          <div className="retail-header__bar">
            <Brand />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} className="layout__main layout__main--centered" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </AnonymousVisibility>
  );
}
