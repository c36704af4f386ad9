import type { AccountDetail, TransactionItem } from '../../../../engine/core/generated/api.gen';
import { centsToDecimal, signedCents } from './decimal-amount';
import { businessDate } from '../business-date';

/** The financial institution as OFX names it: ORG and FID of the sign-on, BANKID (routing number) of the account. */
export interface OfxInstitution {
  readonly org: string;
  readonly fid: string;
  readonly bankId: string;
}

export interface OfxStatement {
  readonly institution: OfxInstitution;
  readonly account: Pick<AccountDetail, 'id' | 'productKind' | 'accountNumber' | 'bookedBalanceCents' | 'availableBalanceCents'>;
  readonly transactions: readonly TransactionItem[];
  /** When the file is made: DTSERVER and the balances' DTASOF. */
  readonly now: Date;
}

// OFX 1.x field limits Quicken and QuickBooks enforce on import.
const NAME_MAX = 32;
const MEMO_MAX = 255;
const ACCTID_MAX = 22;

const LIABILITY_KINDS: ReadonlySet<AccountDetail['productKind']> = new Set(['creditCard', 'autoLoan', 'heloc']);

/**
 * SGML character data: ASCII only (the header promises USASCII; accents are folded, anything else becomes "?"),
 * no line breaks, and the three characters OFX reserves written as entities.
 */
export function ofxText(value: string, max: number): string {
  const ascii = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .trim()
    .slice(0, max);
  return ascii.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function ofxDate(isoDay: string): string {
  return isoDay.slice(0, 10).replaceAll('-', '');
}

function ofxDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:T]/g, '')}[0:GMT]`;
}

/** The account id the file names: the digits of the (masked) number, else the arrangement id. */
function accountId(account: OfxStatement['account']): string {
  const digits = account.accountNumber.replace(/\D/g, '');
  return (digits === '' ? account.id : digits).slice(-ACCTID_MAX);
}

function bankAccountType(kind: AccountDetail['productKind']): string {
  if (kind === 'checking') return 'CHECKING';
  if (kind === 'savings' || kind === 'ira') return 'SAVINGS';
  return 'CREDITLINE';
}

function statementTransaction(item: TransactionItem): string[] {
  const cents = signedCents(item.transactionAmountCurrency.amount, item.creditDebitIndicator);
  const name = ofxText(item.counterpartyName ?? item.description, NAME_MAX) || '?';
  const memo = item.memo === undefined ? `${item.description} (${item.category})` : `${item.description}: ${item.memo} (${item.category})`;
  return [
    '<STMTTRN>',
    `<TRNTYPE>${item.checkNumber === undefined ? (cents >= 0 ? 'CREDIT' : 'DEBIT') : 'CHECK'}`,
    `<DTPOSTED>${ofxDate(item.bookingDate)}`,
    ...(item.valueDate === item.bookingDate ? [] : [`<DTUSER>${ofxDate(item.valueDate)}`]),
    `<TRNAMT>${centsToDecimal(cents)}`,
    `<FITID>${ofxText(item.id, MEMO_MAX)}`,
    ...(item.checkNumber === undefined ? [] : [`<CHECKNUM>${item.checkNumber}`]),
    `<NAME>${name}`,
    `<MEMO>${ofxText(memo, MEMO_MAX)}`,
    '</STMTTRN>',
  ];
}

/** What frames the transactions: the account, the statement's dates (ISO days) and when the file is made. */
export interface OfxFrame {
  readonly institution: OfxInstitution;
  readonly account: OfxStatement['account'];
  readonly start: string;
  readonly end: string;
  readonly now: Date;
}

function messageNames(account: OfxFrame['account']): [string, string, string] {
  return account.productKind === 'creditCard' ? ['CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS'] : ['BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS'];
}

const OFX_HEADER = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE'];

/** The file up to <BANKTRANLIST>'s dates: header, sign-on, the account. */
export function ofxOpening(frame: OfxFrame): string {
  const { institution, account, now } = frame;
  const today = ofxDateTime(now);
  const [messageSet, transactionResponse, statementResponse] = messageNames(account);
  const accountFrom =
    account.productKind === 'creditCard'
      ? ['<CCACCTFROM>', `<ACCTID>${accountId(account)}`, '</CCACCTFROM>']
      : ['<BANKACCTFROM>', `<BANKID>${ofxText(institution.bankId, 9)}`, `<ACCTID>${accountId(account)}`, `<ACCTTYPE>${bankAccountType(account.productKind)}`, '</BANKACCTFROM>'];
  const body = [
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>',
    `<DTSERVER>${today}`,
    '<LANGUAGE>ENG',
    '<FI>', `<ORG>${ofxText(institution.org, NAME_MAX)}`, `<FID>${ofxText(institution.fid, NAME_MAX)}`, '</FI>',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    `<${messageSet}>`,
    `<${transactionResponse}>`,
    '<TRNUID>0',
    '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>',
    `<${statementResponse}>`,
    '<CURDEF>USD',
    ...accountFrom,
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDate(frame.start)}`,
    `<DTEND>${ofxDate(frame.end)}`,
  ];
  return `${OFX_HEADER.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`;
}

/**
 * <STMTTRN> blocks for the posted transactions among these. Only posted ones go in: a pending one would be imported
 * twice, once now and again when it posts under its own id.
 */
export function ofxTransactions(transactions: readonly TransactionItem[]): string {
  const lines = transactions.filter((item) => item.state === 'COMPLETED').flatMap(statementTransaction);
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}

/** The file after the transactions: the balances and the closing tags. */
export function ofxClosing(frame: OfxFrame): string {
  const { account } = frame;
  const today = ofxDateTime(frame.now);
  const owed = LIABILITY_KINDS.has(account.productKind);
  const ledger = owed ? -account.bookedBalanceCents : account.bookedBalanceCents;
  const [messageSet, transactionResponse, statementResponse] = messageNames(account);
  const body = [
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${centsToDecimal(ledger)}`,
    `<DTASOF>${today}`,
    '</LEDGERBAL>',
    '<AVAILBAL>',
    `<BALAMT>${centsToDecimal(account.availableBalanceCents)}`,
    `<DTASOF>${today}`,
    '</AVAILBAL>',
    `</${statementResponse}>`,
    `</${transactionResponse}>`,
    `</${messageSet}>`,
    '</OFX>',
  ];
  return `${body.join('\r\n')}\r\n`;
}

/**
 * The transactions as an OFX 1.0.2 (SGML) bank or credit-card statement, the format Quicken (as .qfx) and
 * QuickBooks and Money (as .ofx) import. Balances owed (cards, loans, HELOC) are negative, as OFX expects from the
 * member's side; an available credit line stays positive. The statement's dates are those of the posted
 * transactions (today when there are none).
 */
export function transactionsToOfx(statement: OfxStatement): string {
  const days = statement.transactions.filter((item) => item.state === 'COMPLETED').map((item) => item.bookingDate).sort();
  const today = businessDate(statement.now);
  const frame: OfxFrame = { institution: statement.institution, account: statement.account, start: days[0] ?? today, end: days.at(-1) ?? today, now: statement.now };
  return ofxOpening(frame) + ofxTransactions(statement.transactions) + ofxClosing(frame);
}
