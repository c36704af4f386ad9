import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../engine/core/generated/api.gen';
import { apiFetch } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const PRODUCT_SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

function productSummaryUrl(maskIndicator: boolean): string {
  return `${PRODUCT_SUMMARY}?${new URLSearchParams({ maskIndicator: String(maskIndicator) }).toString()}`;
}

/** The member's accounts grouped by kind (GET productsummary), account numbers masked unless asked otherwise. */
export function productSummaryQuery(maskIndicator = appManifest.productSummary.maskIndicatorDefault) {
  return queryOptions({
    queryKey: ['arrangement-manager', 'productsummary', { maskIndicator }] as const,
    queryFn: ({ signal }) => apiFetch<ProductSummary>(productSummaryUrl(maskIndicator), { signal }),
  });
}

export function useProductSummary() {
  return useQuery(productSummaryQuery());
}
