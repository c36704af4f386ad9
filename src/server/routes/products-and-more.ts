import type { FastifyPluginAsync } from 'fastify';
import type { ProductsAndMore } from '../../../engine/core/generated/api.gen';
import { loadMemberScope } from '../domain/member-scope';
import { productsAndMore } from '../domain/products-and-more';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');

/**
 * Settings, Products and More (the settings route), mounted at /api/arrangement-manager: the member's products
 * and the ones they can add. Read-only: every signed-in user sees the accounts their session reaches.
 */
export const productsAndMoreRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: ProductsAndMore }>(
    '/client-api/v2/products-and-more',
    {
      preValidation: requireSession({ extend: true }),
      schema: {
        tags: ['arrangement-manager'],
        summary: "The member's open products (the accounts the session reaches, numbers masked) and the products of config/products-and-more.json their membership kind can add",
        response: { 200: apiSchemaRef('products-and-more'), 401: error, 403: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductsAndMore' },
    },
    async (request) => productsAndMore(app.db, await loadMemberScope(app.db, currentSession(request))),
  );
};
