import { copyManifest } from '../../src/manifests';
import type { StatementDocument, StatementLine } from '../../src/server/statements/statement-pdf';

/** 130 lines: enough for three pages, so page breaks (and the reading order across them) are exercised. */
export const threePagesOfLines = (): StatementLine[] =>
  Array.from({ length: 130 }, (_, index) => ({ date: '2026-03-02', description: `LINE ${String(index).padStart(3, '0')} ACME`, amountCents: -(index + 1) * 100, balanceCents: 1_000_000 - index * 100 }));

/** A March 2026 checking statement for Pat Doe over `lines`, shared by the PDF text and PDF tag tests. */
export const longStatement = (lines: StatementLine[] = threePagesOfLines()): StatementDocument => ({
  locale: 'en-US',
  words: copyManifest.documents,
  institutionName: 'Test Credit Union',
  memberServicesPhone: '(800) 555-0100',
  memberName: 'Pat Doe',
  addressLines: ['1 Main St', 'Atlanta, GA 30301'],
  accountName: 'Checking',
  accountNumber: '••••1234',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  openingBalanceCents: 1_000_000,
  closingBalanceCents: 991_350,
  totalCreditsCents: 0,
  totalDebitsCents: 8_650,
  lines,
});
