import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Insight, InsightDisposition, InsightDispositionReceipt, InsightsOffers, Offer } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { appManifest } from '../../src/manifests';
import { useCurrentUser } from '../shared/current-user';

export type { Insight, InsightDisposition, InsightsOffers, Offer };
export type DispositionKind = InsightDisposition['disposition'];

const INSIGHTS_API = '/api/insights/client-api/v1';

/** One slide or card: an insight or an offer, as the server sent it. */
export type Treatment = { kind: 'insight'; item: Insight } | { kind: 'offer'; item: Offer };

/** The member's insights and offers (the server picks them and caps each list at the numbers asked for). */
export function insightsOffersQuery(empId: string, numbers: { numberOfInsights: number; numberOfOffers: number }) {
  return queryOptions({
    queryKey: ['insights', 'insights-offers', empId, numbers.numberOfInsights, numbers.numberOfOffers] as const,
    queryFn: ({ signal }) =>
      apiFetch<InsightsOffers>(`${INSIGHTS_API}/insights-offers`, { method: 'POST', body: { cpid: appManifest.customerProgramId, empId, ...numbers }, signal }),
  });
}

/** The signed-in user's insights and offers; empId is their externalId (the server refuses any other). */
export function useInsightsOffers(numbers: { numberOfInsights: number; numberOfOffers: number }) {
  const user = useCurrentUser();
  const empId = user.data?.externalId ?? '';
  const query = useQuery({ ...insightsOffersQuery(empId, numbers), enabled: empId !== '' });
  return { ...query, isPending: query.isPending || user.isPending, isError: query.isError || user.isError };
}

/** Insights then offers, each in the server's rank order, optionally only one placement's. */
export function treatmentsOf(answer: InsightsOffers | undefined, realEstateArea?: string): Treatment[] {
  if (answer === undefined) return [];
  const here = (item: Insight | Offer) => realEstateArea === undefined || item.realEstateArea === realEstateArea;
  return [
    ...answer.insights.filter(here).map((item): Treatment => ({ kind: 'insight', item })),
    ...answer.offers.filter(here).map((item): Treatment => ({ kind: 'offer', item })),
  ];
}

export const treatmentTitle = (treatment: Treatment): string => (treatment.kind === 'insight' ? treatment.item.name : treatment.item.offerName);

/**
 * Records a disposition. Failures are not shown: a lost impression must never get in the member's way. After a
 * "no" the lists are fetched again, so the declined treatment disappears where the server says it does.
 */
export function useRecordDisposition() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useApiMutation<InsightDispositionReceipt, InsightDisposition[]>({
    path: `${INSIGHTS_API}/insight/disposition`,
    body: (dispositions) => ({ empId: user.data?.externalId ?? '', dispositions }),
    onSuccess: async (_receipt, dispositions) => {
      if (dispositions.some((item) => item.disposition === 'no')) await queryClient.invalidateQueries({ queryKey: ['insights'] });
    },
  });
}
