import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { maturesWithin } from '../../engine/core/certificate-maturity';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { useCan } from '../../engine/react';
import { accountFactsManifest } from '../../src/manifests/account-facts-manifest';
import { businessToday } from '../shared/business-today';
import { certificateRenewalHref } from '../shared/certificate-paths';
import { formatDay } from '../shared/format-day';

const copy = accountFactsManifest.copy;

/**
 * Under a certificate on the summary that matures within config/account-facts.json certificateMaturityNoticeDays of
 * today (the credit union's business date, by the server's clock): when it matures, and a link straight to its
 * renewal choice for a caller who may change it (move-money). Nothing for any other account.
 */
export function MaturityNotice({ product, today = businessToday() }: { product: Pick<ProductSummaryEntry, 'id' | 'name' | 'certificateMaturesOn'>; today?: string }) {
  const canChoose = useCan('move-money');
  const maturesOn = product.certificateMaturesOn;
  if (maturesOn === undefined || !maturesWithin(maturesOn, today, accountFactsManifest.certificateMaturityNoticeDays)) return null;
  return (
    <p className="account__maturity">
      <span>{resolveTemplate(copy.maturesOn, { date: formatDay(maturesOn) })}</span>
      {canChoose ? (
        <Link to={certificateRenewalHref(product.id)} aria-label={resolveTemplate(copy.renewalLinkLabel, { name: product.name })}>
          {copy.renewalLink}
        </Link>
      ) : null}
    </p>
  );
}
