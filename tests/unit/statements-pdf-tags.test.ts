/**
 * Statement and tax-form PDFs are tagged for screen readers: read back with pdf.js, each has a structure tree
 * (Document > headings, paragraphs, tables) whose leaves own the marked content of the text they stand for, in
 * reading order, the page furniture as artifacts, the language, a title the viewer shows, and /MarkInfo Marked.
 */
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core/template';
import { copyManifest } from '../../src/manifests';
import { renderStatementPdf } from '../../src/server/statements/statement-pdf';
import { renderTaxFormPdf, type TaxFormDocument } from '../../src/server/statements/tax-form-pdf';
import { readBack } from '../support/pdf-read-back';
import { longStatement } from '../support/statement-fixture';

const copy = copyManifest.documents;

const statement = longStatement();

describe('statement PDF tags', () => {
  it('has a title the viewer shows, the language, and says it is tagged', async () => {
    const read = await readBack(await renderStatementPdf(statement));
    expect(read.title).toBe(`${statement.institutionName} ${copy.statement.title} 03/01/2026 - 03/31/2026`);
    expect(read.language).toBe(copy.language);
    expect(read.language).toBe('en-US');
    expect(read.marked).toBe(true);
    expect(read.displayDocTitle).toBe(true);
  });

  it('reads as Document > heading, paragraphs and tables, in the order of the statement, across pages', async () => {
    const read = await readBack(await renderStatementPdf(statement));
    expect(read.tops.length).toBeGreaterThanOrEqual(3);
    for (const tops of read.tops) expect(tops).toEqual(['Document']);
    expect(read.untagged).toEqual([]);

    const headings = read.leaves.filter((leaf) => /^H\d$/.test(leaf.role));
    expect(headings[0]).toEqual({ role: 'H1', ancestors: ['Document'], text: copy.statement.title });
    expect(read.leaves[0]?.role).toBe('H1');

    const texts = read.leaves.map((leaf) => leaf.text);
    const expected = [
      copy.statement.title,
      statement.institutionName,
      statement.memberName,
      ...statement.addressLines,
      `${copy.statement.account}: ${statement.accountName} ${statement.accountNumber}`,
      `${copy.statement.period}: 03/01/2026 - 03/31/2026`,
      copy.statement.openingBalance,
      formatCents(statement.openingBalanceCents),
      copy.statement.totalCredits,
      formatCents(statement.totalCreditsCents),
      copy.statement.totalDebits,
      formatCents(statement.totalDebitsCents),
      copy.statement.closingBalance,
      formatCents(statement.closingBalanceCents),
      copy.statement.columnDate,
      copy.statement.columnDescription,
      copy.statement.columnAmount,
      copy.statement.columnBalance,
      ...statement.lines.flatMap((line) => ['03/02/2026', line.description, formatCents(line.amountCents), formatCents(line.balanceCents)]),
      resolveTemplate(copy.footer.questions, { phone: statement.memberServicesPhone }),
    ];
    expect(texts).toEqual(expected);
    // The structure's order is the order the content is drawn in, page by page.
    expect(read.drawn.flat()).toEqual(texts);

    // Summary and transactions are tables of rows of header and data cells.
    const summary = read.leaves.slice(7, 15);
    expect(summary.map((leaf) => leaf.role)).toEqual(['TH', 'TD', 'TH', 'TD', 'TH', 'TD', 'TH', 'TD']);
    for (const leaf of summary) expect(leaf.ancestors).toEqual(['Document', 'Table', 'TR']);
    const columns = read.leaves.slice(15, 19);
    expect(columns.map((leaf) => leaf.role)).toEqual(['TH', 'TH', 'TH', 'TH']);
    const cells = read.leaves.slice(19, -1);
    expect(cells).toHaveLength(statement.lines.length * 4);
    for (const cell of cells) expect(cell).toMatchObject({ role: 'TD', ancestors: ['Document', 'Table', 'TR'] });
    expect(read.leaves.at(-1)?.role).toBe('P');
  });

  it('leaves page furniture out of the reading: page numbers, repeated headings and column titles are artifacts', async () => {
    const read = await readBack(await renderStatementPdf(statement));
    const pages = read.tops.length;
    for (let page = 1; page <= pages; page += 1) expect(read.artifacts).toContain(resolveTemplate(copy.footer.page, { page, pages }));
    expect(read.artifacts).toContain(`${statement.institutionName}: ${copy.statement.title} (${copy.statement.continued})`);
    expect(read.artifacts.filter((text) => text === copy.statement.columnDate)).toHaveLength(pages - 1);
    expect(read.leaves.filter((leaf) => leaf.text === copy.statement.columnDate)).toHaveLength(1);
  });

  it('is dated by its period end, not the moment it is made, so the same statement always has the same bytes', async () => {
    const first = await renderStatementPdf(statement);
    expect((await readBack(first)).created).toBe('D:20260331000000Z');
    expect(Buffer.from(await renderStatementPdf(statement)).equals(Buffer.from(first))).toBe(true);
  });

  it('tags the empty statement: the no-transactions sentence is a paragraph', async () => {
    const read = await readBack(await renderStatementPdf({ ...statement, lines: [] }));
    expect(read.untagged).toEqual([]);
    expect(read.leaves).toContainEqual({ role: 'P', ancestors: ['Document'], text: copy.statement.noTransactions });
  });
});

describe('tax form PDF tags', () => {
  const taxForm: TaxFormDocument = {
    locale: 'en-US',
    words: copy,
    formType: '1099-INT',
    taxYear: 2025,
    institutionName: 'Test Credit Union',
    memberServicesPhone: '(800) 555-0100',
    memberName: 'Pat Doe',
    addressLines: ['1 Main St', 'Atlanta, GA 30301'],
    accountName: 'Savings',
    accountNumber: '••••9876',
    amountCents: 12_345,
  };

  it('is tagged: form title as the first heading, each block under its heading, in order; title, language, marked', async () => {
    const read = await readBack(await renderTaxFormPdf(taxForm));
    const title = resolveTemplate(copy.taxForm.title, { formType: taxForm.formType });
    expect(read.title).toBe(`${taxForm.institutionName} ${title} ${taxForm.taxYear}`);
    expect(read.language).toBe('en-US');
    expect(read.marked).toBe(true);
    expect(read.displayDocTitle).toBe(true);
    expect(read.tops).toEqual([['Document']]);
    expect(read.untagged).toEqual([]);
    expect(read.leaves.map((leaf) => [leaf.role, leaf.text])).toEqual([
      ['H1', title],
      ['P', taxForm.institutionName],
      ['P', resolveTemplate(copy.taxForm.forms[taxForm.formType].subtitle, { taxYear: taxForm.taxYear })],
      ['H2', copy.taxForm.payer],
      ['P', taxForm.institutionName],
      ['P', taxForm.memberServicesPhone],
      ['H2', copy.taxForm.recipient],
      ['P', taxForm.memberName],
      ...taxForm.addressLines.map((line) => ['P', line]),
      ['H2', copy.taxForm.account],
      ['P', `${taxForm.accountName} ${taxForm.accountNumber}`],
      ['P', `${copy.taxForm.forms[taxForm.formType].box1} ${formatCents(taxForm.amountCents)}`],
      ['P', copy.taxForm.notice],
      ['P', resolveTemplate(copy.footer.questions, { phone: taxForm.memberServicesPhone })],
    ]);
    expect(read.drawn.flat()).toEqual(read.leaves.map((leaf) => leaf.text));
    expect(read.artifacts).toEqual([resolveTemplate(copy.footer.page, { page: 1, pages: 1 })]);
    expect(read.created).toBe('D:20251231000000Z');
  });
});
