/**
 * A loan's signed Truth in Lending disclosure as a PDF is tagged for screen readers like the statements: read back
 * with pdf.js, Document > the title heading, the member, the loan, the boxed terms and the payment schedule as tables
 * of header and data cells, the prepayment statement, the consent word for word with who signed it and when, in the
 * order drawn; the footer's page number an artifact; title, language and /MarkInfo Marked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverlay } from '../../engine/core/manifest-overlay';
import { resolveTemplate } from '../../engine/core/template';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { copyManifest } from '../../src/manifests';
import { projectPath } from '../../src/server/project-files';
import { renderLoanDisclosurePdf, type LoanDisclosureDocument } from '../../src/server/statements/loan-disclosure-pdf';
import { handWorkedDisclosure } from '../support/loan-disclosure';
import { readBack } from '../support/pdf-read-back';

const copy = loanServicingManifest.copy.truthInLending;
// Long enough to wrap over lines, which read back as the one paragraph.
const consent = lendingManifest.copy.acceptance.consent;
const disclosure = handWorkedDisclosure({ text: consent, consentedBy: 'Pat Doe' });
const document: LoanDisclosureDocument = {
  institutionName: 'Test Credit Union',
  memberServicesPhone: '(800) 555-0100',
  memberName: 'Pat Doe',
  addressLines: ['1 Main St', 'Atlanta, GA 30301'],
  accountNumber: '••••4321',
  disclosure,
  signedAt: '01/15/2026, 11:30 AM EST',
  footer: copyManifest.documents.footer,
};

describe('loan disclosure PDF', () => {
  it('is tagged and reads, in the order drawn, as the disclosure the member signed', async () => {
    const read = await readBack(await renderLoanDisclosurePdf(document, 'en-US'));
    expect(read.title).toBe('Test Credit Union Truth in Lending Disclosure Personal Loan 01/15/2026');
    expect(read.language).toBe('en-US');
    expect(read.marked).toBe(true);
    expect(read.displayDocTitle).toBe(true);
    expect(read.created).toBe('D:20260115163000Z');
    expect(read.tops).toEqual([['Document']]);
    expect(read.untagged).toEqual([]);
    const leaves = read.leaves.map((leaf) => [leaf.role, leaf.ancestors.join('>'), leaf.text]);
    const row = (role: 'TH' | 'TD', text: string) => [role, 'Document>Table>TR', text];
    expect(leaves).toEqual([
      ['H1', 'Document', copy.documentTitle],
      ['P', 'Document', 'Test Credit Union'],
      ['P', 'Document', 'Pat Doe'],
      ['P', 'Document', '1 Main St'],
      ['P', 'Document', 'Atlanta, GA 30301'],
      ['P', 'Document', 'Loan: Personal Loan ••••4321'],
      ['H2', 'Document', resolveTemplate(copy.caption, { name: 'Personal Loan' })],
      row('TH', `${copy.apr.term} ${copy.apr.explanation}`),
      row('TD', '12.00%'),
      row('TH', `${copy.financeCharge.term} ${copy.financeCharge.explanation}`),
      row('TD', '$60.20'),
      row('TH', `${copy.amountFinanced.term} ${copy.amountFinanced.explanation}`),
      row('TD', '$3,000.00'),
      row('TH', `${copy.totalOfPayments.term} ${copy.totalOfPayments.explanation}`),
      row('TD', '$3,060.20'),
      ['H2', 'Document', copy.scheduleCaption],
      row('TH', copy.scheduleColumns.count),
      row('TH', copy.scheduleColumns.amount),
      row('TH', copy.scheduleColumns.due),
      row('TD', '2'),
      row('TD', '$1,020.07'),
      row('TD', 'Monthly beginning 02/17/2026'),
      row('TD', '1'),
      row('TD', '$1,020.06'),
      row('TD', '04/15/2026'),
      ['P', 'Document', copy.prepayment],
      ['H2', 'Document', copy.documentConsentHeading],
      ['P', 'Document', consent],
      ['P', 'Document', 'Signed electronically by Pat Doe on 01/15/2026, 11:30 AM EST.'],
      ['P', 'Document', 'Disclosure version 2026-06'],
      ['P', 'Document', resolveTemplate(copyManifest.documents.footer.questions, { phone: '(800) 555-0100' })],
    ]);
    expect(read.drawn.flat()).toEqual(read.leaves.map((leaf) => leaf.text));
    expect(read.artifacts).toContain(resolveTemplate(copyManifest.documents.footer.page, { page: 1, pages: 1 }));
  });

  it("prints in the reader's language: a Spanish reader's disclosure has config's Spanish words and Spanish dates", async () => {
    const spanish = applyOverlay(loanServicingManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/loan-servicing.json'), 'utf8')) as unknown).copy.truthInLending;
    expect(spanish.documentTitle).not.toBe(copy.documentTitle);
    const spanishFooter = applyOverlay(copyManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/copy.json'), 'utf8')) as unknown).documents.footer;
    const read = await readBack(await renderLoanDisclosurePdf({ ...document, footer: spanishFooter }, 'es-US'));
    expect(read.language).toBe('es-US');
    const texts = read.leaves.map((leaf) => leaf.text);
    expect(texts[0]).toBe(spanish.documentTitle);
    expect(texts).toContain(spanish.scheduleCaption);
    expect(texts).toContain(resolveTemplate(spanish.monthlyFrom, { date: '17/02/2026' }));
    expect(texts).toContain('15/04/2026');
    expect(texts).not.toContain(copy.scheduleCaption);
  });
});
