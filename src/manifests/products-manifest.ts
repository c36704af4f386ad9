import productsAndMoreJson from '../../config/products-and-more.json';
import type { ProductsAndMoreManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/products-and-more.json, in a module of its own (not src/manifests/index.ts) so only its screen and the server
 * import it and the first page load does not carry it.
 */
export const productsAndMoreManifest = load<ProductsAndMoreManifest>(productsAndMoreJson, 'products-and-more.json');
