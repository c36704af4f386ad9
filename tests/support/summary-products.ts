import type { FastifyInstance } from 'fastify';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

/** The accounts a session sees on its product summary, in summary order. */
export async function summaryProducts(app: FastifyInstance, sid: string): Promise<ProductSummaryEntry[]> {
  const summary = (await app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary;
  return summary.groups.flatMap((group) => group.products);
}

/** The first account of a kind, or a thrown error naming the missing kind (a seed change, not a silent skip). */
export function productOfKind(products: readonly ProductSummaryEntry[], productKind: string): ProductSummaryEntry {
  const product = products.find((candidate) => candidate.productKind === productKind);
  if (!product) throw new Error(`no ${productKind} account in the summary`);
  return product;
}
