import { resolveTemplate } from '../../engine/core';
import type { MenuItem } from '../../engine/core/generated/manifests.gen';
import { evaluateVisibility } from '../../engine/core/visibility';
import { useMenuActions, useVisibilityContext } from '../../engine/react';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { appManifest, menusManifest } from '../../src/manifests';
import { StepHeading } from '../shared/flow/StepHeading';
import './information.css';

const copy = informationPagesManifest.investments;

function moreItem(id: string): MenuItem {
  const item = menusManifest.menus.more.items.find((candidate) => candidate.id === id);
  if (item === undefined) throw new Error(`config/menus.json more has no "${id}" item`);
  return item;
}

const INVESTMENT_CENTER = moreItem('investment-center');
const DIGITAL_INVESTOR = moreItem('digital-investor');
/** The hand-off of the Investment Center entry (the page's own menu item links here, not to the partner). */
const INVESTMENT_CENTER_SSO: MenuItem = { id: INVESTMENT_CENTER.id, label: INVESTMENT_CENTER.label, sso: 'investmentCenter' };

/**
 * /more-menu/investment-center: what the investment partner offers and the hand-off to it. Only the
 * master-agreement holder of a personal membership gets the Investment Center; Digital Investor is offered where the
 * menus offer it, never beside the Investment Center (it wins). The server refuses either hand-off by the same
 * rules (config/sso.json eligibleWhen); a refusal shows the target's modal (S8: Continue / Go Back for Digital
 * Investor).
 */
export default function InvestmentCenterScreen() {
  const context = useVisibilityContext();
  const launch = useMenuActions().sso;
  const investmentCenter = evaluateVisibility(INVESTMENT_CENTER.visibleWhen, context);
  const digitalInvestor = !investmentCenter && evaluateVisibility(DIGITAL_INVESTOR.visibleWhen, context);
  return (
    <div className="info-page investments">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      <section className="info-section" aria-labelledby="investments-services">
        <h2 id="investments-services">{copy.servicesHeading}</h2>
        <ul>
          {copy.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </section>
      {launch !== undefined && investmentCenter ? (
        <p>
          <button type="button" className="button" aria-describedby="investments-new-window" onClick={() => launch(INVESTMENT_CENTER_SSO)}>
            {copy.openInvestmentCenter}
          </button>
          <span id="investments-new-window" className="info-hint">{` ${copy.opensNewWindow}`}</span>
        </p>
      ) : launch !== undefined && digitalInvestor ? (
        <>
          <p>{copy.digitalInvestorIntro}</p>
          <p>
            <button type="button" className="button" aria-describedby="investments-new-window" onClick={() => launch(DIGITAL_INVESTOR)}>
              {copy.openDigitalInvestor}
            </button>
            <span id="investments-new-window" className="info-hint">{` ${copy.opensNewWindow}`}</span>
          </p>
        </>
      ) : (
        <p>{resolveTemplate(copy.unavailable, { phone: appManifest.memberServicesPhone })}</p>
      )}
      <p className="info-page__disclaimer">{copy.disclaimer}</p>
    </div>
  );
}
