/**
 * GENERATED, DO NOT EDIT. Types generated from the JSON Schemas in schemas/api/ by
 * `npm run gen:types` (json-schema-to-typescript). Edit the schemas, then regenerate;
 * `npm run check:types-fresh` fails when this file is stale.
 */

import type { ProductGroupKind } from './manifests.gen';

/**
 * Every API payload schema, keyed by file name (camelCase).
 */
export interface ApiPayloads {
  currentUser: CurrentUser;
  errorResponse: ErrorResponse;
  loginRequest: LoginRequest;
  loginResponse: LoginResponse;
  productSummaryEntry: ProductSummaryEntry;
  productSummaryGroup: ProductSummaryGroup;
  productSummaryQuery: ProductSummaryQuery;
  productSummary: ProductSummary;
  sessionStatus: SessionStatus;
}
/**
 * The signed-in user (GET /api/user-manager/client-api/v2/users/me).
 */
export interface CurrentUser {
  /**
   * Internal user id.
   */
  id: string;
  /**
   * The member number known to the core.
   */
  externalId: string;
  /**
   * Display name (a business member's is the business).
   */
  fullName: string;
  additions: CurrentUserAdditions;
}
/**
 * Extra attributes the web app reads (SPEC 3, User).
 */
export interface CurrentUserAdditions {
  /**
   * "P" personal; "C" or any other code is a business member.
   */
  membershipType: string;
  fullName: string;
  givenName: string;
  familyName: string;
  /**
   * ISO date the membership began (shown as a year).
   */
  memberSince: string;
  /**
   * Whether the member is a minor, as text.
   */
  isMinor: 'true' | 'false';
  /**
   * Present only for staff; makes the channel OneView.
   */
  employee_guid?: string;
}
/**
 * Every API error answer: one entry per problem.
 */
export interface ErrorResponse {
  /**
   * @minItems 1
   */
  errors: ApiError[];
}
/**
 * One problem: where (a JSON pointer into the request body or query; empty when it concerns the whole request) and what the member should read.
 */
export interface ApiError {
  /**
   * JSON pointer, e.g. "/username"; "" for the request as a whole.
   */
  path: string;
  /**
   * Human-readable message.
   */
  message: string;
}
/**
 * Body of POST /api/session/login.
 */
export interface LoginRequest {
  /**
   * The member's username (compared case-insensitively).
   */
  username: string;
  /**
   * The member's password.
   */
  password: string;
}
/**
 * Answer of a successful sign-in (the session itself travels in the sid cookie).
 */
export interface LoginResponse {
  user: CurrentUser;
}
/**
 * One account (arrangement) in the product summary (SPEC 3). Balances come from the ledger.
 */
export interface ProductSummaryEntry {
  id: string;
  externalArrangementId: string;
  externalLegalEntityId: string;
  externalProductId: string;
  legalEntityIds: string[];
  debitCards: DebitCardSummary[];
  /**
   * The account's display name.
   */
  name: string;
  productKind: 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
  /**
   * The product as the member knows it, e.g. "Checking".
   */
  productTypeName: string;
  /**
   * Masked to "••••1234" unless maskIndicator=false.
   */
  accountNumber: string;
  /**
   * Posted balance: held (deposits, IRA) or owed (cards, loans, HELOC).
   */
  bookedBalanceCents: number;
  /**
   * Deposits: booked minus pending holds. Cards and HELOC: credit limit minus owed minus pending. Loans: the booked balance.
   */
  availableBalanceCents: number;
  creditLimitCents?: number;
  /**
   * Original principal of a loan.
   */
  principalAmountCents?: number;
  currency: 'USD';
  /**
   * e.g. ACTIVE.
   */
  state: string;
}
/**
 * A debit card attached to a deposit account.
 */
export interface DebitCardSummary {
  id: string;
  /**
   * e.g. "••••4821".
   */
  maskedNumber: string;
  status: string;
  lockStatus: 'LOCKED' | 'UNLOCKED';
}
/**
 * One kind of product, in the order deposits, creditCards, loans, heloc, ira.
 */
export interface ProductSummaryGroup {
  kind: ProductGroupKind;
  /**
   * Sum of the products' bookedBalanceCents (held for deposits and IRA, owed for cards and loans).
   */
  totalBalanceCents: number;
  /**
   * @minItems 1
   */
  products: ProductSummaryEntry[];
}
/**
 * Query of GET /api/arrangement-manager/client-api/v2/productsummary.
 */
export interface ProductSummaryQuery {
  /**
   * Mask account numbers to their last four digits (default from app.json productSummary.maskIndicatorDefault).
   */
  maskIndicator?: boolean;
}
/**
 * The accounts the signed-in user reaches through their current service agreement, grouped by kind; groups without products are left out.
 */
export interface ProductSummary {
  /**
   * Net position in cents: what is held (deposits, IRA) minus what is owed (cards, loans, HELOC).
   */
  totalBalanceCents: number;
  groups: ProductSummaryGroup[];
}
/**
 * Answer of GET /api/session/status and GET /api/session/refresh.
 */
export interface SessionStatus {
  /**
   * Seconds until the session ends unless it is used (or refreshed).
   */
  expires_in: number;
}
