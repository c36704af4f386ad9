import { describe, expect, it } from 'vitest';
import type { InsightTreatment } from '../../../engine/core/generated/manifests.gen';
import { ctaUrlOf } from '../../../src/server/domain/insights/catalogue';
import { insightsManifest } from '../../../src/manifests/insights-manifest';

const loanDue = insightsManifest.treatments.find((treatment): treatment is InsightTreatment => treatment.treatmentId === 'INS-LOAN-PAYMENT-DUE')!;

describe("an insight's button link", () => {
  it('carries the loan, the amount due in cents and the due day the insight names, as the transfer form reads them', () => {
    const url = ctaUrlOf(loanDue, { nextLoanAccountId: 'loan-7', nextLoanPaymentCents: 31_245, nextLoanPaymentDate: '2026-12-05', nextLoanName: 'Auto Loan', nextLoanPaymentDays: 4 });
    expect(url).toBe('/move-money/transfers?to=loan-7&amount=31245&date=2026-12-05');
  });

  it('leaves out a fact the member lacks, and is the bare page for a treatment without a query', () => {
    expect(ctaUrlOf(loanDue, { nextLoanPaymentCents: 100 })).toBe('/move-money/transfers?amount=100');
    const plain = insightsManifest.treatments.find((treatment): treatment is InsightTreatment => treatment.kind === 'insight' && treatment.ctaQuery === undefined)!;
    expect(ctaUrlOf(plain, { nextLoanPaymentCents: 100 })).toBe(plain.ctaUrl);
  });
});
