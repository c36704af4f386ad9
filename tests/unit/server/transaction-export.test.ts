import { describe, expect, it } from 'vitest';
import type { TransactionItem } from '../../../engine/core/generated/api.gen';
import { neutraliseFormula } from '../../../src/server/domain/csv';
import { csvHeader, csvRows, transactionsToCsv, type CsvLabels } from '../../../src/server/domain/transaction-export/csv';
import { exportFileName } from '../../../src/server/domain/transaction-export/export-file';
import { centsToDecimal } from '../../../src/server/domain/transaction-export/decimal-amount';
import { copyManifest } from '../../../src/manifests';
import { ofxText, transactionsToOfx, type OfxStatement } from '../../../src/server/domain/transaction-export/ofx';

const labels: CsvLabels = { date: 'Date', description: 'Description', category: 'Category', status: 'Status', amount: 'Amount', balance: 'Balance', pending: 'Pending', posted: 'Posted' };

function transaction(id: string, extra: Partial<TransactionItem> = {}): TransactionItem {
  return {
    id,
    arrangementId: 'acct-1',
    bookingDate: '2026-10-15',
    valueDate: '2026-10-15',
    description: 'Corner Coffee',
    category: 'Dining',
    categoryId: 21,
    type: 'DEBIT_CARD_PURCHASE',
    creditDebitIndicator: 'DBIT',
    transactionAmountCurrency: { amount: 4_75, currencyCode: 'USD' },
    runningBalanceCents: 1_234_56,
    state: 'COMPLETED',
    ...extra,
  };
}

describe('cents as decimal amounts', () => {
  it('writes integer cents exactly, with a sign and two decimals', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1_234_50)).toBe('-1234.50');
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    const csv = transactionsToCsv([transaction('t1', { description: 'say "hi", two\nlines' })], labels);
    expect(csv.split('\r\n')[1]).toBe('2026-10-15,"say ""hi"", two\nlines",Dining,Posted,-4.75,1234.56');
  });

  it('keeps spreadsheets from running a description as a formula, but leaves negative amounts alone', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('+1')).toBe("'+1");
    expect(neutraliseFormula('@SUM')).toBe("'@SUM");
    expect(neutraliseFormula('Payroll')).toBe('Payroll');
    const csv = transactionsToCsv([transaction('t1', { description: '=HYPERLINK("x")' })], labels);
    expect(csv.split('\r\n')[1]).toBe('2026-10-15,"\'=HYPERLINK(""x"")",Dining,Posted,-4.75,1234.56');
  });

  it('writes a header row and one CRLF row per transaction with signed amounts and running balances', () => {
    const csv = transactionsToCsv(
      [
        transaction('t1'),
        transaction('t2', { description: 'Payroll, ACME "Inc"', category: 'Income', creditDebitIndicator: 'CRDT', transactionAmountCurrency: { amount: 2_500_00, currencyCode: 'USD' }, runningBalanceCents: 3_734_56 }),
        transaction('t3', { state: 'UNCOMPLETED', runningBalanceCents: undefined, transactionAmountCurrency: { amount: 12_00, currencyCode: 'USD' } }),
      ],
      labels,
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Category,Status,Amount,Balance',
      '2026-10-15,Corner Coffee,Dining,Posted,-4.75,1234.56',
      '2026-10-15,"Payroll, ACME ""Inc""",Income,Posted,2500.00,3734.56',
      '2026-10-15,Corner Coffee,Dining,Pending,-12.00,',
      '',
    ]);
  });
});

const statement: OfxStatement = {
  institution: { org: 'Members First Credit Union', fid: '211489876', bankId: '211489876' },
  account: { id: 'acct-1', productKind: 'checking', accountNumber: '••••1234', bookedBalanceCents: 1_234_56, availableBalanceCents: 1_200_00 },
  transactions: [
    transaction('t1', { bookingDate: '2026-10-02' }),
    transaction('t2', { bookingDate: '2026-10-20', description: 'Smith & Sons <Hardware>', creditDebitIndicator: 'CRDT', transactionAmountCurrency: { amount: 10_00, currencyCode: 'USD' } }),
    transaction('t3', { state: 'UNCOMPLETED', runningBalanceCents: undefined }),
  ],
  now: new Date('2026-11-21T05:30:00Z'),
};

describe('OFX export', () => {
  it('starts with the OFX 1.0.2 SGML header and a blank line before <OFX>', () => {
    const ofx = transactionsToOfx(statement);
    const [header, body] = ofx.split('\r\n\r\n');
    expect(header?.split('\r\n')).toEqual(['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE']);
    expect(body?.startsWith('<OFX>\r\n<SIGNONMSGSRSV1>')).toBe(true);
    expect(ofx.trimEnd().endsWith('</OFX>')).toBe(true);
    expect(ofx).toContain('<DTSERVER>20261121053000[0:GMT]');
    expect(ofx).toContain('<ORG>Members First Credit Union');
  });

  it('writes one <STMTTRN> per posted transaction, signed, dated and escaped, and leaves pending ones out', () => {
    const ofx = transactionsToOfx(statement);
    const blocks = ofx.match(/<STMTTRN>[\s\S]*?<\/STMTTRN>/g) ?? [];
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('<TRNTYPE>DEBIT');
    expect(blocks[0]).toContain('<DTPOSTED>20261002');
    expect(blocks[0]).toContain('<TRNAMT>-4.75');
    expect(blocks[0]).toContain('<FITID>t1');
    expect(blocks[1]).toContain('<TRNTYPE>CREDIT');
    expect(blocks[1]).toContain('<TRNAMT>10.00');
    expect(blocks[1]).toContain('<NAME>Smith &amp; Sons &lt;Hardware&gt;');
    expect(ofx).not.toContain('<FITID>t3');
    expect(ofx).toContain('<DTSTART>20261002');
    expect(ofx).toContain('<DTEND>20261020');
  });

  it('names a deposit account by routing number, digits and type, with its balances', () => {
    const ofx = transactionsToOfx(statement);
    expect(ofx).toContain('<BANKMSGSRSV1>\r\n<STMTTRNRS>');
    expect(ofx).toContain('<BANKACCTFROM>\r\n<BANKID>211489876\r\n<ACCTID>1234\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>');
    expect(ofx).toContain('<LEDGERBAL>\r\n<BALAMT>1234.56');
    expect(ofx).toContain('<AVAILBAL>\r\n<BALAMT>1200.00');
  });

  it('writes a credit card as a credit-card statement with the amount owed negative', () => {
    const ofx = transactionsToOfx({ ...statement, account: { ...statement.account, productKind: 'creditCard', bookedBalanceCents: 500_00, availableBalanceCents: 4_500_00 } });
    expect(ofx).toContain('<CREDITCARDMSGSRSV1>\r\n<CCSTMTTRNRS>');
    expect(ofx).toContain('<CCSTMTRS>');
    expect(ofx).toContain('<CCACCTFROM>\r\n<ACCTID>1234\r\n</CCACCTFROM>');
    expect(ofx).not.toContain('<BANKACCTFROM>');
    expect(ofx).toContain('<LEDGERBAL>\r\n<BALAMT>-500.00');
  });

  it('keeps text to ASCII without line breaks and within the field limit', () => {
    expect(ofxText('Café\r\nMünchen', 32)).toBe('Cafe Munchen');
    expect(ofxText('Price ≈ €5', 32)).toBe('Price ? ?5');
    expect(ofxText('x'.repeat(40), 32)).toHaveLength(32);
  });
});

describe('an export written in batches', () => {
  it('is the same CSV whether written whole or a header and then batch by batch', () => {
    const items = [transaction('t1'), transaction('t2', { description: 'a, b' }), transaction('t3', { state: 'UNCOMPLETED', runningBalanceCents: undefined })];
    expect(csvHeader(labels) + csvRows(items.slice(0, 2), labels) + csvRows([], labels) + csvRows(items.slice(2), labels)).toBe(transactionsToCsv(items, labels));
  });

  it('writes a check with its number, its written date and its memo', () => {
    const ofx = transactionsToOfx({ ...statement, transactions: [transaction('c1', { bookingDate: '2026-10-09', valueDate: '2026-10-06', checkNumber: 1041, memo: 'Lawn care', description: 'CHECK #1041' })] });
    const [block] = ofx.match(/<STMTTRN>[\s\S]*?<\/STMTTRN>/g) ?? [];
    expect(block).toContain('<TRNTYPE>CHECK');
    expect(block).toContain('<CHECKNUM>1041');
    expect(block).toContain('<DTPOSTED>20261009');
    expect(block).toContain('<DTUSER>20261006');
    expect(block).toContain('<MEMO>CHECK #1041: Lawn care (Dining)');
  });
});

describe('export file names', () => {
  it('names the account by its name and last four digits and the range, never the full number', () => {
    const range = { from: '2026-10-01', to: '2026-11-25' };
    const exportCopy = copyManifest.screens['account-details'];
    expect(exportFileName({ name: 'Checking', accountNumber: '••••1234' }, range, 'csv', exportCopy)).toBe('Checking-1234_2026-10-01_2026-11-25.csv');
    expect(exportFileName({ name: 'Everyday Checking & Co.', accountNumber: '123456781234' }, range, 'qfx', exportCopy)).toBe('Everyday-Checking-Co-1234_2026-10-01_2026-11-25.qfx');
    expect(exportFileName({ name: 'Café', accountNumber: '9876' }, range, 'ofx', exportCopy)).toBe('Cafe-9876_2026-10-01_2026-11-25.ofx');
  });
});
