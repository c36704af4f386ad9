import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';
import type { EstatePlanningAccount } from '../../engine/core/generated/api.gen';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { PageSkeleton } from '../shared/skeleton/PageSkeleton';
import { estatePlanningQuery } from './information-api';
import './information.css';

const copy = informationPagesManifest.estatePlanning;
const POD_PATH = pathOf(routesManifest, 'beneficiaries.pod');
const IRA_BENEFICIARIES_PATH = pathOf(routesManifest, 'accounts.ira-beneficiaries');
const TRUSTED_USERS_PATH = pathOf(routesManifest, 'trusted-users');

function AccountList({ accounts, manageTo, manageLabel, emptyText, headingId, heading }: {
  readonly accounts: readonly EstatePlanningAccount[];
  readonly manageTo: (account: EstatePlanningAccount) => string;
  readonly manageLabel: string;
  readonly emptyText: string;
  readonly headingId: string;
  readonly heading: string;
}) {
  const named = accounts.filter((account) => account.beneficiaryCount > 0).length;
  return (
    <section className="info-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {accounts.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <>
          <p className="info-hint">{resolveTemplate(copy.summary, { named, total: accounts.length })}</p>
          <ul className="estate-accounts">
            {accounts.map((account) => (
              <li key={account.id} className={account.beneficiaryCount > 0 ? 'estate-accounts__named' : 'estate-accounts__missing'}>
                <span className="estate-accounts__name">{`${account.name} ${account.accountNumber}`}</span>
                <span>
                  {account.beneficiaryCount > 0 ? resolveTemplate(copy.withBeneficiaries, { count: account.beneficiaryCount }) : copy.withoutBeneficiaries}
                  {account.beneficiaryCount > 0 && account.primarySharePercent !== 100 ? ` (${resolveTemplate(copy.sharesNote, { percent: account.primarySharePercent })})` : ''}
                </span>
                <Link to={manageTo(account)} aria-label={`${manageLabel}: ${account.name} ${account.accountNumber}`}>
                  {manageLabel}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /more-menu/estate-planning-center: guidance from config and where the member's accounts stand, from the
 * server: deposit accounts with or without payable-on-death beneficiaries (managed at /pod) and IRAs with or without
 * designated beneficiaries (managed with the IRA partner page), and trusted users.
 */
export default function EstatePlanningScreen() {
  const review = useQuery(estatePlanningQuery);
  const deposits = review.data?.accounts.filter((account) => account.productKind !== 'ira') ?? [];
  const iras = review.data?.accounts.filter((account) => account.productKind === 'ira') ?? [];
  return (
    <div className="info-page estate-planning">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      {review.isPending ? (
        // The review and the guidance after it appear together, so the guidance is never pushed down by the review.
        <PageSkeleton label={copy.loading} />
      ) : review.isError ? (
        <p role="alert">{copy.error}</p>
      ) : (
        <div className="estate-planning__review">
          <AccountList
            accounts={deposits}
            heading={copy.podHeading}
            headingId="estate-pod"
            manageTo={(account) => `${POD_PATH}?account=${encodeURIComponent(account.id)}`}
            manageLabel={copy.managePod}
            emptyText={copy.noPodAccounts}
          />
          <AccountList
            accounts={iras}
            heading={copy.iraHeading}
            headingId="estate-ira"
            manageTo={(account) => `${IRA_BENEFICIARIES_PATH}?account=${encodeURIComponent(account.id)}`}
            manageLabel={copy.manageIra}
            emptyText={copy.noIras}
          />
        </div>
      )}
      {review.isPending ? null : copy.guidance.map((entry) => (
        <section key={entry.heading} className="info-section">
          <h2>{entry.heading}</h2>
          <p>{entry.body}</p>
        </section>
      ))}
      {review.isPending ? null : (
        <p>
          <Link to={TRUSTED_USERS_PATH}>{copy.manageTrusted}</Link>
        </p>
      )}
    </div>
  );
}
