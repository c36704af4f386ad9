import type { ScreenEntry } from '../../engine/react';

// Settings, Products and More; loads with its route (config/products-and-more.json comes with it).
export const productsAndMoreScreens: readonly ScreenEntry[] = [{ key: 'products-and-more', load: () => import('./ProductsAndMoreScreen') }];
