import type { AccountDetail, TransactionItem } from '../../../engine/core/generated/api.gen';
import { centsToDecimal, signedCents } from './decimal-amount';

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
  return [
    '<STMTTRN>',
    `<TRNTYPE>${cents >= 0 ? 'CREDIT' : 'DEBIT'}`,
    `<DTPOSTED>${ofxDate(item.bookingDate)}`,
    `<TRNAMT>${centsToDecimal(cents)}`,
    `<FITID>${ofxText(item.id, MEMO_MAX)}`,
    `<NAME>${name}`,
    `<MEMO>${ofxText(`${item.description} (${item.category})`, MEMO_MAX)}`,
    '</STMTTRN>',
  ];
}

/**
 * The transactions as an OFX 1.0.2 (SGML) bank or credit-card statement, the format Quicken (as .qfx) and
 * QuickBooks and Money (as .ofx) import. Only posted transactions go in: a pending one would be imported twice,
 * once now and again when it posts under its own id. Balances owed (cards, loans, HELOC) are negative, as OFX
 * expects from the member's side; an available credit line stays positive.
 */
export function transactionsToOfx(statement: OfxStatement): string {
  const { institution, account, now } = statement;
  const posted = statement.transactions.filter((item) => item.state === 'COMPLETED');
  const days = posted.map((item) => ofxDate(item.bookingDate)).sort();
  const today = ofxDateTime(now);
  const creditCard = account.productKind === 'creditCard';
  const owed = LIABILITY_KINDS.has(account.productKind);
  const ledger = owed ? -account.bookedBalanceCents : account.bookedBalanceCents;

  const accountFrom = creditCard
    ? ['<CCACCTFROM>', `<ACCTID>${accountId(account)}`, '</CCACCTFROM>']
    : ['<BANKACCTFROM>', `<BANKID>${ofxText(institution.bankId, 9)}`, `<ACCTID>${accountId(account)}`, `<ACCTTYPE>${bankAccountType(account.productKind)}`, '</BANKACCTFROM>'];
  const statementBody = [
    '<CURDEF>USD',
    ...accountFrom,
    '<BANKTRANLIST>',
    `<DTSTART>${days[0] ?? ofxDate(now.toISOString())}`,
    `<DTEND>${days.at(-1) ?? ofxDate(now.toISOString())}`,
    ...posted.flatMap(statementTransaction),
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${centsToDecimal(ledger)}`,
    `<DTASOF>${today}`,
    '</LEDGERBAL>',
    '<AVAILBAL>',
    `<BALAMT>${centsToDecimal(account.availableBalanceCents)}`,
    `<DTASOF>${today}`,
    '</AVAILBAL>',
  ];
  const [messageSet, transactionResponse, statementResponse] = creditCard
    ? ['CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS']
    : ['BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS'];

  const header = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE'];
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
    ...statementBody,
    `</${statementResponse}>`,
    `</${transactionResponse}>`,
    `</${messageSet}>`,
    '</OFX>',
  ];
  return `${header.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`;
}
