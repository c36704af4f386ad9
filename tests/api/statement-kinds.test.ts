/**
 * Statements by account kind and the tax forms, for the seeded `member`: each kind's latest statement carries its
 * figures and reconciles with the transactions list, the first statement opens at the balance brought forward, and
 * the tax forms of last year come from the amounts carried at conversion plus the ledger, each readable as a PDF.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatementList, ProductSummary, ProductSummaryEntry, StatementDetail, TaxStatementList, TransactionItem } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core/template';
import { appManifest, copyManifest } from '../../src/manifests';
import { readBack } from '../support/pdf-read-back';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/statements/client-api';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const copy = copyManifest.documents;

describe.each(databaseKinds())('statements by account kind and tax forms (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string): ProductSummaryEntry => {
    const product = products.find((candidate) => candidate.productKind === productKind);
    if (!product) throw new Error(`member has no ${productKind}`);
    return product;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = ((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary).groups.flatMap((group) => group.products);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, cookies: { sid }, headers });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const pdfText = async (bytes: Uint8Array): Promise<string> => (await readBack(bytes)).leaves.map((leaf) => leaf.text).join('\n');

  /** The posted transactions of a period from the transactions list, oldest first (100 a page). */
  async function listed(accountId: string, start: string, end: string): Promise<TransactionItem[]> {
    const items: TransactionItem[] = [];
    for (let from = 0; ; from += 1) {
      const page = await json<TransactionItem[]>(
        `${TRANSACTIONS}?arrangementId=${accountId}&state=COMPLETED&secDirection=ASC&size=100&from=${from}&bookingDateGreaterThan=${start}&bookingDateLessThan=${end}`,
      );
      items.push(...page);
      if (page.length < 100) return items;
    }
  }

  async function latest(productKind: string): Promise<{ product: ProductSummaryEntry; detail: StatementDetail }> {
    const product = productOf(productKind);
    const [statement] = await json<AccountStatementList>(`${API}/v2/account/${product.id}/statements`);
    if (!statement) throw new Error(`no statement of ${productKind}`);
    const detail = await json<StatementDetail>(`${API}/v2/account/${product.id}/statements/${statement.id}`);
    expect(detail).toMatchObject({ id: statement.id, openingBalanceCents: statement.openingBalanceCents, closingBalanceCents: statement.closingBalanceCents });
    return { product, detail };
  }

  /** Lines, totals and balances agree with each other and with the transactions list. */
  async function expectReconciled(product: ProductSummaryEntry, detail: StatementDetail): Promise<void> {
    const owed = detail.balanceOwed ? -1 : 1;
    expect(detail.closingBalanceCents, 'opening ± credits ∓ debits = closing').toBe(detail.openingBalanceCents + owed * (detail.totalCreditsCents - detail.totalDebitsCents));
    expect(detail.totalCreditsCents).toBe(detail.lines.filter((line) => line.amountCents > 0).reduce((sum, line) => sum + line.amountCents, 0));
    expect(detail.totalDebitsCents).toBe(detail.lines.filter((line) => line.amountCents < 0).reduce((sum, line) => sum - line.amountCents, 0));
    const items = await listed(product.id, detail.periodStart, detail.periodEnd);
    // Line by line as the app lists them: money in positive, money out negative, and the same running balance.
    expect(detail.lines.map((line) => [line.date, line.description, line.amountCents, line.balanceCents])).toEqual(
      items.map((item) => [item.bookingDate, item.description, (item.creditDebitIndicator === 'CRDT' ? 1 : -1) * item.transactionAmountCurrency.amount, item.runningBalanceCents]),
    );
    if (items.length > 0) expect(items.at(-1)?.runningBalanceCents).toBe(detail.closingBalanceCents);
  }

  it("opens the checking account's first statement at the balance brought forward, the day after it", async () => {
    const checking = productOf('checking');
    const statements = await json<AccountStatementList>(`${API}/v2/account/${checking.id}/statements`);
    const first = statements.at(-1)!;
    const forward = await t.database.db
      .selectFrom('transactions as t')
      .innerJoin('journals as j', 'j.id', 't.journal_id')
      .select(['t.booking_date', 't.amount_cents'])
      .where('t.arrangement_id', '=', checking.id)
      .where('j.kind', '=', 'OPENING_BALANCE')
      .executeTakeFirstOrThrow();
    const forwardDate = String(forward.booking_date).slice(0, 10);
    const dayAfter = new Date(Date.parse(`${forwardDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(first.periodStart).toBe(dayAfter);
    expect(first.openingBalanceCents).toBe(385_012);
    expect(first.openingBalanceCents).toBe(Number(forward.amount_cents));
    // The balance forward is history, not activity: it is not a line of the first statement.
    const detail = await json<StatementDetail>(`${API}/v2/account/${checking.id}/statements/${first.id}`);
    expect(detail.lines.map((line) => line.description)).not.toContain('Balance brought forward');
    await expectReconciled(checking, detail);
  });

  it('gives each deposit account its dividends, average daily balance and APY earned, and reconciles', async () => {
    for (const productKind of ['checking', 'savings', 'ira']) {
      const { product, detail } = await latest(productKind);
      await expectReconciled(product, detail);
      expect(detail.balanceOwed).toBe(false);
      expect(detail.card).toBeUndefined();
      const deposit = detail.deposit!;
      expect(deposit.averageDailyBalanceCents).toBeGreaterThan(0);
      const days = (Date.parse(detail.periodEnd) - Date.parse(detail.periodStart)) / 86_400_000 + 1;
      const apy = 100 * ((1 + deposit.dividendsPeriodCents / deposit.averageDailyBalanceCents) ** (365 / days) - 1);
      expect(deposit.apyEarnedBps, productKind).toBe(Math.round(apy * 100));
      expect(deposit.dividendsYearToDateCents).toBeGreaterThanOrEqual(deposit.dividendsPeriodCents);
    }
    const { product: savings, detail } = await latest('savings');
    expect(detail.deposit!.dividendsPeriodCents).toBeGreaterThan(0);
    expect(detail.deposit!.apyEarnedBps).toBeGreaterThan(0);
    // Year to date: what the previous core carried for the year (up to conversion) plus the ledger's dividends
    // through the period's end; the first statement, in the conversion year, has a carried part.
    const statements = await json<AccountStatementList>(`${API}/v2/account/${savings.id}/statements`);
    const first = await json<StatementDetail>(`${API}/v2/account/${savings.id}/statements/${statements.at(-1)!.id}`);
    for (const statement of [first, detail]) {
      const year = Number(statement.periodEnd.slice(0, 4));
      const carried = await t.database.db
        .selectFrom('tax_reportable_amounts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.val(0)).as('cents'))
        .where('arrangement_id', '=', savings.id)
        .where('tax_year', '=', year)
        .where('form_type', '=', '1099-INT')
        .executeTakeFirstOrThrow();
      const posted = await t.database.db
        .selectFrom('transactions as t')
        .innerJoin('journals as j', 'j.id', 't.journal_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents'), eb.val(0)).as('cents'))
        .where('t.arrangement_id', '=', savings.id)
        .where('j.kind', '=', 'DIVIDEND')
        .where('t.booking_date', '>=', `${year}-01-01`)
        .where('t.booking_date', '<=', statement.periodEnd)
        .executeTakeFirstOrThrow();
      if (statement === first) expect(Number(carried.cents)).toBeGreaterThan(0);
      expect(statement.deposit!.dividendsYearToDateCents, statement.id).toBe(Number(carried.cents) + Number(posted.cents));
    }
    // The IRA's contributions by tax year: the seeded monthly transfers into it, through the period's end, each in the
    // year it posted (the history has no prior-year contribution).
    const ira = await latest('ira');
    const transfersIn = await t.database.db
      .selectFrom('transactions as t')
      .innerJoin('journals as j', 'j.id', 't.journal_id')
      .select([sql<number>`extract(year from t.booking_date)::integer`.as('year'), (eb) => eb.fn.sum<number>('t.amount_cents').as('cents')])
      .where('t.arrangement_id', '=', ira.product.id)
      .where('j.kind', '=', 'IRA_CONTRIBUTION')
      .where('t.booking_date', '<=', ira.detail.periodEnd)
      .groupBy(sql`extract(year from t.booking_date)`)
      .execute();
    expect(transfersIn.length).toBeGreaterThan(0);
    expect(ira.detail.deposit!.iraContributions).toEqual(
      transfersIn.sort((a, b) => Number(b.year) - Number(a.year)).map((row) => ({ taxYear: Number(row.year), amountCents: Number(row.cents) })),
    );
  });

  it('signs a card statement as the app does and gives its payment information and the Regulation Z warnings, on the page and in the PDF', async () => {
    const { product: card, detail } = await latest('creditCard');
    await expectReconciled(card, detail);
    expect(detail.balanceOwed).toBe(true);
    const purchases = detail.lines.filter((line) => line.amountCents < 0);
    expect(purchases.length).toBeGreaterThan(0);
    const terms = await t.database.db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', card.id).executeTakeFirstOrThrow();
    const figures = detail.card!;
    expect(figures.statementBalanceCents).toBe(detail.closingBalanceCents);
    const share = Math.ceil((detail.closingBalanceCents * (terms.minimum_payment_percent_bps ?? 0)) / 10_000);
    expect(figures.minimumPaymentCents).toBe(Math.min(detail.closingBalanceCents, Math.max(terms.minimum_payment_cents ?? 0, share)));
    expect(figures.paymentDueDate > detail.periodEnd).toBe(true);
    expect(Number(figures.paymentDueDate.slice(8, 10))).toBe(terms.payment_due_day);
    expect(figures.creditLimitCents).toBe(800_000);
    expect(figures.availableCreditCents).toBe(800_000 - detail.closingBalanceCents);
    expect(figures.aprBps).toBe(terms.interest_rate_bps);
    expect(figures.lateFeeMaxCents).toBe(appManifest.statements.lateFeeMaxCents);

    const response = await get(`${API}/v2/account/${card.id}/statements/download/${detail.id}`);
    expect(response.statusCode).toBe(200);
    const read = await readBack(response.rawPayload);
    expect(read.marked).toBe(true);
    expect(read.untagged).toEqual([]);
    const text = await pdfText(response.rawPayload);
    expect(text.replace(/\n/g, ' ')).toContain(resolveTemplate(copy.statement.lateWarning, { lateFee: formatCents(appManifest.statements.lateFeeMaxCents) }));
    expect(text.replace(/\n/g, ' ')).toContain(copy.statement.minimumWarning);
    expect(text.replace(/\n/g, ' ')).toContain(copy.statement.signNote);
    expect(text).toContain(formatCents(figures.minimumPaymentCents));
    // A purchase prints negative, as in the app's list.
    expect(text).toContain(formatCents(purchases[0]!.amountCents));
    expect(formatCents(purchases[0]!.amountCents).startsWith('-')).toBe(true);
    expect(read.leaves).toContainEqual({ role: 'H2', ancestors: ['Document'], text: copy.statement.cardHeading });
  });

  it('gives each loan its principal and interest paid, payoff, next payment and past due, and reconciles', async () => {
    for (const productKind of ['autoLoan', 'heloc']) {
      const { product, detail } = await latest(productKind);
      await expectReconciled(product, detail);
      const loan = detail.loan!;
      const paid = detail.totalCreditsCents;
      expect(loan.principalPaidCents + loan.interestPaidCents, productKind).toBe(paid);
      expect(loan.interestPaidCents).toBeGreaterThan(0);
      expect(loan.payoffCents).toBe(detail.closingBalanceCents);
      expect(loan.nextDueDate! > detail.periodEnd).toBe(true);
      expect(loan.nextPaymentCents).toBeGreaterThan(0);
      expect(loan.pastDueCents).toBeGreaterThanOrEqual(0);
      const text = await pdfText((await get(`${API}/v2/account/${product.id}/statements/download/${detail.id}`)).rawPayload);
      expect(text).toContain(copy.statement.principalPaid);
      expect(text).toContain(formatCents(loan.interestPaidCents));
    }
  });

  it("lists each completed year's 1099-INT over the threshold, 5498 and 1098: carried at conversion plus the ledger, each a PDF", async () => {
    const db = t.database.db;
    const thisYear = Number(t.clock.now().toISOString().slice(0, 4));
    const forward = await db
      .selectFrom('transactions as t')
      .innerJoin('journals as j', 'j.id', 't.journal_id')
      .select('t.booking_date')
      .where('t.arrangement_id', '=', productOf('checking').id)
      .where('j.kind', '=', 'OPENING_BALANCE')
      .executeTakeFirstOrThrow();
    const conversionYear = Number(String(forward.booking_date).slice(0, 4));
    const forms = await json<TaxStatementList>(`${API}/v3/account/tax-statements`);
    const byForm = (year: number, formType: string, productKind: string) => forms.find((form) => form.taxYear === year && form.formType === formType && form.accountId === productOf(productKind).id);
    expect(forms.every((form) => form.taxYear < thisYear)).toBe(true);

    // The year before conversion exists only as the previous core's totals: savings 0.35% on $12,487.33 ($43.71), the IRA's
    // contributions, the line's 7.25% on $11,839.20. Checking's $0.77 is under the reporting threshold: no form.
    const priorYear = conversionYear - 1;
    expect(byForm(priorYear, '1099-INT', 'savings')?.amountCents).toBe(4_371);
    expect(byForm(priorYear, '1099-INT', 'checking')).toBeUndefined();
    expect(appManifest.statements.interestReportingThresholdCents).toBeGreaterThan(77);
    expect(byForm(priorYear, '5498', 'ira')?.amountCents).toBe(650_000);
    expect(byForm(priorYear, '1098', 'heloc')?.amountCents).toBe(85_834);
    expect(byForm(priorYear, '1098', 'autoLoan')).toBeUndefined();
    expect(forms.filter((form) => form.taxYear === priorYear).map((form) => form.formType)).toEqual(['1099-INT', '5498', '1098']);

    // A completed conversion year adds what the ledger posted after conversion to what was carried up to it.
    if (conversionYear < thisYear) {
      const carried = async (productKind: string, formType: '1099-INT' | '5498' | '1098') =>
        Number(
          (
            await db
              .selectFrom('tax_reportable_amounts')
              .select('amount_cents')
              .where('arrangement_id', '=', productOf(productKind).id)
              .where('tax_year', '=', conversionYear)
              .where('form_type', '=', formType)
              .executeTakeFirstOrThrow()
          ).amount_cents,
        );
      const posted = async (productKind: string, journalKind: string) =>
        Number(
          (
            await db
              .selectFrom('transactions as t')
              .innerJoin('journals as j', 'j.id', 't.journal_id')
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents'), eb.val(0)).as('cents'))
              .where('t.arrangement_id', '=', productOf(productKind).id)
              .where('j.kind', '=', journalKind)
              .where('t.booking_date', '>=', `${conversionYear}-01-01`)
              .where('t.booking_date', '<=', `${conversionYear}-12-31`)
              .executeTakeFirstOrThrow()
          ).cents,
        );
      const dividends = (await carried('savings', '1099-INT')) + (await posted('savings', 'DIVIDEND'));
      expect(await posted('savings', 'DIVIDEND')).toBeGreaterThan(0);
      expect(byForm(conversionYear, '1099-INT', 'savings')?.amountCents).toBe(dividends);
      expect(byForm(conversionYear, '1098', 'heloc')?.amountCents).toBe((await carried('heloc', '1098')) + (await posted('heloc', 'INTEREST_CHARGE')));
      expect(byForm(conversionYear, '5498', 'ira')?.amountCents).toBe((await carried('ira', '5498')) + (await posted('ira', 'IRA_CONTRIBUTION')));
    }

    for (const form of forms) {
      const download = await get(`${API}/v3/account/tax-statements/download`, { uid: form.uid, accountNumber: form.accountNumber.slice(-4) });
      expect(download.statusCode, form.uid).toBe(200);
      const read = await readBack(download.rawPayload);
      expect(read.marked).toBe(true);
      const text = read.leaves.map((leaf) => leaf.text);
      expect(text).toContain(resolveTemplate(copy.taxForm.title, { formType: form.formType }));
      expect(text).toContain(`${copy.taxForm.forms[form.formType].box1} ${formatCents(form.amountCents)}`);
      expect(text).toContain(resolveTemplate(copy.taxForm.forms[form.formType].subtitle, { taxYear: form.taxYear }));
    }
  });
});
