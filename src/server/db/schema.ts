import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Kysely's view of the tables that migrations/ creates. Money is bigint cents read as a safe number (see
 * type-parsers.ts); dates are ISO `yyyy-mm-dd` text; timestamps are Date.
 */
export interface Database {
  members: MembersTable;
  credentials: CredentialsTable;
  service_agreements: ServiceAgreementsTable;
  agreement_users: AgreementUsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  arrangements: ArrangementsTable;
  gl_accounts: GlAccountsTable;
  journals: JournalsTable;
  ledger_entries: LedgerEntriesTable;
  transactions: TransactionsTable;
  cards: CardsTable;
  member_conditions: MemberConditionsTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AccessLevel = 'NO_ACCESS' | 'VIEW_ONLY' | 'MOVE_MONEY' | 'FULL_ACCESS';
export type AgreementUserType = 'Master' | 'Business' | 'Trusted Member' | 'Trusted Entity';
export type ProductKind = 'checking' | 'savings' | 'creditCard' | 'autoLoan' | 'heloc' | 'ira';
export type CreditDebit = 'CREDIT' | 'DEBIT';
export type TransactionStatus = 'BOOKED' | 'PENDING';
export type LockStatus = 'LOCKED' | 'UNLOCKED';

export interface MembersTable {
  id: string;
  external_id: string;
  /** Always lower case: sign-in compares case-insensitively. */
  username: string;
  /** "P" personal; any other code (e.g. "C") is a business member. */
  membership_type: string;
  full_name: string;
  given_name: string;
  family_name: string;
  member_since: string;
  is_minor: ColumnType<boolean, boolean | undefined, boolean>;
  /** Present only for staff: makes the channel OneView. */
  employee_guid: string | null;
  created_at: DefaultedTimestamp;
}

export interface CredentialsTable {
  user_id: string;
  /** `scrypt$N$r$p$salt$hash` (base64url parts), see auth/password.ts. */
  password_hash: string;
  updated_at: DefaultedTimestamp;
}

export interface ServiceAgreementsTable {
  id: string;
  name: string;
  description: string;
  is_master: boolean;
  /** Numeric text for master agreements; trusted agreements point at it through trusted_external_id. */
  external_id: string;
  trusted_external_id: string | null;
  primary_user_id: string;
}

export interface AgreementUsersTable {
  agreement_id: string;
  user_id: string;
  access_level: AccessLevel;
  user_type: AgreementUserType;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id; the id itself is only ever in the member's cookie. */
  id: string;
  user_id: string;
  service_agreement_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  absolute_expires_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** Lower-cased as typed, whether or not such a member exists. */
  username: string;
  ip: string;
  succeeded: boolean;
  attempted_at: Timestamp;
}

export interface ArrangementsTable {
  id: string;
  /** The owning (master) agreement. */
  agreement_id: string;
  external_arrangement_id: string;
  external_legal_entity_id: string;
  external_product_id: string;
  product_kind: ProductKind;
  product_type_name: string;
  name: string;
  /** Full account number; answers mask it unless asked not to. */
  account_number: string;
  credit_limit_cents: number | null;
  principal_cents: number | null;
  currency: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  opened_on: string;
  display_order: ColumnType<number, number | undefined, number>;
}

export interface GlAccountsTable {
  id: string;
  name: string;
  kind: 'asset' | 'liability' | 'income' | 'expense' | 'equity';
}

export interface JournalsTable {
  id: string;
  kind: string;
  description: string;
  posted_at: Timestamp;
  idempotency_key: string | null;
  created_at: DefaultedTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: string;
  /** Exactly one of arrangement_id and gl_account_id is set. */
  arrangement_id: string | null;
  gl_account_id: string | null;
  /** Signed: positive is a debit on the credit union's books, negative a credit. */
  amount_cents: number;
}

export interface TransactionsTable {
  id: string;
  arrangement_id: string;
  /** Set when booked; a pending hold has no journal yet. */
  journal_id: string | null;
  booking_date: string;
  description: string;
  category: string;
  /** Magnitude; the direction is credit_debit (from the member's side). */
  amount_cents: number;
  credit_debit: CreditDebit;
  status: TransactionStatus;
  counterparty_name: string | null;
  counterparty_account: string | null;
  created_at: DefaultedTimestamp;
}

export interface CardsTable {
  id: string;
  arrangement_id: string;
  holder_user_id: string;
  card_kind: 'debit' | 'credit';
  brand: string;
  product_code: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  status: string;
  lock_status: LockStatus;
}

export interface MemberConditionsTable {
  user_id: string;
  /** A precheck condition code the member's sign-in raises (see seed/personas.ts). */
  code: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Arrangement = Selectable<ArrangementsTable>;
export type Session = Selectable<SessionsTable>;
