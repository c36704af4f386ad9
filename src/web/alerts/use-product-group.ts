import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ProductGroupKind } from '../../../engine/core';
import { ACCOUNT_ID_PARAM } from '../../../screens/shared/accounts/account-paths';
import { productSummaryQuery } from '../../../screens/shared/accounts/product-summary-api';


/**
 * The product group of the account the current page is about, when `needed` (an alert blocks account pages of some
 * groups only); undefined while unknown, which alert gating treats as blocked (fails closed).
 */
export function useProductGroup(needed: boolean): ProductGroupKind | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  const summary = useQuery({ ...productSummaryQuery(), enabled: needed });
  if (!needed || summary.data === undefined) return undefined;
  // Account pages name their account in the query (?id=), or in a route parameter of the same name.
  const ids = [params[ACCOUNT_ID_PARAM], search.get(ACCOUNT_ID_PARAM)].filter((id): id is string => typeof id === 'string' && id !== '');
  if (ids.length === 0) return undefined;
  const group = summary.data.groups.find((candidate) =>
    candidate.products.some((product) => ids.includes(product.id) || ids.includes(product.externalArrangementId)),
  );
  return group?.kind;
}
