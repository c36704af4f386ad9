import { MenuList, useVisibilityContext } from '../../../engine/react';
import { MemberServicesFacts } from '../../../screens/shared/MemberServicesFacts';
import { appManifest, copyManifest, menusManifest } from '../../manifests';

/** Member services line, routing number, policy links and the APY note, all from config (Footer). */
export function SiteFooter() {
  const context = useVisibilityContext();
  const copy = copyManifest.layout;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <MemberServicesFacts className="site-footer__facts" phoneLabel={copy.footerPhoneLabel} routingNumberLabel={copy.routingNumberLabel} />
        <nav className="site-footer__links" aria-label={copy.footerNavLabel}>
          <MenuList menu={menusManifest.menus.footer} context={context} />
        </nav>
        <p className="site-footer__note">{appManifest.apyDateNote}</p>
      </div>
    </footer>
  );
}
