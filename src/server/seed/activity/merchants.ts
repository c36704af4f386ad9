import type { Line } from './postings';

/** Believable counterparties for generated card purchases, by spending category. */
export interface Merchant extends Line {
  minCents: number;
  maxCents: number;
}

const merchant = (counterparty: string, description: string, category: string, minCents: number, maxCents: number): Merchant => ({
  counterparty,
  description,
  category,
  minCents,
  maxCents,
});

export const groceries: readonly Merchant[] = [
  merchant('Kroger', 'POS PURCHASE KROGER #0417', 'Groceries', 3_500, 18_500),
  merchant('Trader Joe\'s', 'POS PURCHASE TRADER JOES #552', 'Groceries', 2_200, 9_800),
  merchant('Costco Wholesale', 'POS PURCHASE COSTCO WHSE #1184', 'Groceries', 8_500, 26_000),
  merchant('Aldi', 'POS PURCHASE ALDI 72031', 'Groceries', 2_000, 7_500),
];

export const fuel: readonly Merchant[] = [
  merchant('Shell', 'POS PURCHASE SHELL OIL 57442', 'Gas & Fuel', 3_200, 6_800),
  merchant('Exxon', 'POS PURCHASE EXXONMOBIL 4471', 'Gas & Fuel', 3_000, 6_400),
];

export const dining: readonly Merchant[] = [
  merchant('Chipotle', 'CHIPOTLE 2231', 'Dining', 1_200, 3_400),
  merchant('Olive Garden', 'OLIVE GARDEN #1502', 'Dining', 3_800, 9_500),
  merchant('Starbucks', 'STARBUCKS STORE 11873', 'Dining', 450, 1_650),
  merchant('Panera Bread', 'PANERA BREAD #4410', 'Dining', 1_100, 2_900),
];

export const shopping: readonly Merchant[] = [
  merchant('Amazon', 'AMAZON MKTPL*2K4J81', 'Shopping', 1_500, 16_000),
  merchant('Target', 'TARGET 00023481', 'Shopping', 2_000, 14_500),
  merchant('Home Depot', 'THE HOME DEPOT #2617', 'Home Improvement', 1_800, 24_000),
  merchant('Best Buy', 'BEST BUY 00004127', 'Shopping', 2_500, 21_000),
];

export const businessSupplies: readonly Merchant[] = [
  merchant('Amazon Business', 'AMAZON BUSINESS*7Q2M', 'Business Supplies', 2_000, 32_000),
  merchant('WebstaurantStore', 'WEBSTAURANTSTORE.COM', 'Business Supplies', 4_500, 48_000),
  merchant('Staples', 'STAPLES 00117', 'Office Supplies', 1_500, 9_000),
  merchant('Shell', 'SHELL OIL 57442 FLEET', 'Gas & Fuel', 4_000, 9_500),
];
