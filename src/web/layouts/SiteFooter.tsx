import { MenuList, useVisibilityContext } from '../../../engine/react';
import { appManifest, copyManifest, menusManifest } from '../../manifests';

// "(800) 555-0199" → "tel:+18005550199", so phones can dial the number the footer shows.
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** Member services line, routing number, policy links and the APY note, all from config (SPEC 2, Footer). */
export function SiteFooter() {
  const context = useVisibilityContext();
  const copy = copyManifest.layout;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <dl className="site-footer__facts">
          <div>
            <dt>{copy.footerPhoneLabel}</dt>
            <dd>
              <a href={telHref(appManifest.memberServicesPhone)}>{appManifest.memberServicesPhone}</a>
            </dd>
          </div>
          <div>
            <dt>{copy.routingNumberLabel}</dt>
            <dd>{appManifest.routingNumber}</dd>
          </div>
        </dl>
        <nav className="site-footer__links" aria-label={copy.footerNavLabel}>
          <MenuList menu={menusManifest.menus.footer} context={context} />
        </nav>
        <p className="site-footer__note">{appManifest.apyDateNote}</p>
      </div>
    </footer>
  );
}
