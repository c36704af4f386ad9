import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { FrameWrapper, useModals } from '../../engine/react';
import { copyManifest, errorsManifest, routesManifest } from '../../src/manifests';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { accountLabel, summaryAccounts } from '../shared/payments/payment-accounts';
import { zelleSsoUrl } from './zelle-sso';
import '../shared/payments/payments-ui.css';

const copy = copyManifest.screens.zelle;
const frameCopy = { ...copyManifest.screens['embedded-frame'], linkExpected: errorsManifest.errors.IFRAME_LINK_EXPECTED?.message ?? '' };
const faqPath = pathOf(routesManifest, 'zelle.faq');
const ZELLE_ACCOUNT_KIND = 'checking';

/**
 * Zelle: whether the member can use it — an eligible checking account in the agreement, from the product
 * summary — with the rules from config copy, and the hand-off to the partner through single sign-on (sso.json "zelle").
 */
export default function ZelleEligibilityScreen() {
  const summary = useProductSummary();
  const modals = useModals();
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const account = summaryAccounts(summary.data).find((product) => product.productKind === ZELLE_ACCOUNT_KIND);

  const launch = async () => {
    setOpening(true);
    try {
      setFrameSrc(await zelleSsoUrl());
    } catch {
      // A partnership failure shows the partnership error modal; Try Again asks once more.
      if ((await modals.open('partnershipError')) === 'try-again') void launch();
    } finally {
      setOpening(false);
    }
  };

  if (frameSrc !== null) return <FrameWrapper src={frameSrc} title={copy.frameTitle} copy={frameCopy} onBack={() => setFrameSrc(null)} />;

  const eligibility = () => {
    if (summary.isPending) return <FlowLoading text={copy.loading} />;
    if (summary.isError && summary.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void summary.refetch()} />;
    if (!account) return <p className="flow-message card">{copy.ineligible}</p>;
    return (
      <div className="flow-message card">
        <p>{resolveTemplate(copy.eligible, { account: accountLabel(account) })}</p>
        <p className="flow-actions">
          <button type="button" className="button" onClick={() => void launch()} disabled={opening} aria-busy={opening}>
            {opening ? copy.opening : copy.continue}
          </button>
        </p>
      </div>
    );
  };

  return (
    <div className="pay-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {eligibility()}
      <section className="pay-section" aria-labelledby="zelle-rules">
        <h2 id="zelle-rules">{copy.rulesHeading}</h2>
        <ul className="pay-rules">
          {copy.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <p>
        <Link to={faqPath}>{copy.faqLink}</Link>
      </p>
    </div>
  );
}
