import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountStatementList,
  OrphanStatementList,
  ProductSummary,
  ProductSummaryEntry,
  StatementAccountList,
  StatementPreferences,
  TaxStatementList,
  TaxStatementYearList,
  TransactionItem,
} from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { appManifest } from '../../src/manifests';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { renderStatementPdf } from '../../src/server/statements/statement-pdf';
import { openApiDocumentOf } from '../support/openapi-document';
import { longStatement, threePagesOfLines } from '../support/statement-fixture';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/statements/client-api';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page of a PDF, one string per drawn text run, read back with pdf.js. */
async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])));
  }
  await pdf.destroy();
  return pages;
}

const usDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe.each(databaseKinds())('statements (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string): ProductSummaryEntry => products.find((product) => product.productKind === productKind)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = ((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary).groups.flatMap((group) => group.products);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, session = sid, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, cookies: { sid: session }, headers });
  const json = async <T>(url: string, session = sid): Promise<T> => {
    const response = await get(url, session);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const userId = async (username: string) => (await t.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('lists the open accounts with statements and how each is delivered', async () => {
    const accounts = await json<StatementAccountList>(`${API}/v2/account`);
    // The same accounts as the summary (which groups them by kind; statements keep the accounts' own order).
    const byId = (list: readonly { id: string; accountNumber: string }[]) => Object.fromEntries(list.map((item) => [item.id, item.accountNumber]));
    expect(byId(accounts)).toEqual(byId(products));
    expect(new Set(accounts.map((account) => account.delivery))).toEqual(new Set(['ELECTRONIC']));
  });

  it("gives one statement per closed month, chained, each closing balance the ledger's at the month's end", async () => {
    for (const productKind of ['checking', 'creditCard']) {
      const product = productOf(productKind);
      const statements = await json<AccountStatementList>(`${API}/v2/account/${product.id}/statements`);
      const today = t.clock.now().toISOString().slice(0, 10);
      expect(statements.length).toBeGreaterThanOrEqual(6);
      expect(statements[0]!.periodEnd < `${today.slice(0, 7)}-01`).toBe(true);
      statements.forEach((statement, index) => {
        expect(statement.id).toBe(`STMT-${statement.periodStart.slice(0, 7)}`);
        const older = statements[index + 1];
        if (older) expect(statement.openingBalanceCents).toBe(older.closingBalanceCents);
      });
      for (const statement of statements) {
        const { sum } = await t.database.db
          .selectFrom('ledger_entries')
          .innerJoin('journals', 'journals.id', 'ledger_entries.journal_id')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount_cents'), eb.val(0)).as('sum'))
          .where('ledger_entries.arrangement_id', '=', product.id)
          .where('journals.posted_at', '<', new Date(`${statement.periodEnd}T23:59:59.999Z`))
          .executeTakeFirstOrThrow();
        const held = productKind === 'creditCard' ? Number(sum) : -Number(sum);
        expect(statement.closingBalanceCents, `${productKind} ${statement.id}`).toBe(held);
      }
    }
  });

  it('downloads a real PDF of the statement with every transaction of the period and both balances', async () => {
    const checking = productOf('checking');
    const [statement] = await json<AccountStatementList>(`${API}/v2/account/${checking.id}/statements`);
    if (!statement) throw new Error('no statement');
    const response = await get(`${API}/v2/account/${checking.id}/statements/download/${statement.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${checking.accountNumber.slice(-4)}-${statement.periodStart.slice(0, 7)}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pdfText(response.rawPayload);
    const text = pages.flat();
    const joined = text.join('\n');
    expect(text).toContain(appManifest.productName);
    expect(text).toContain('Alex Morgan');
    expect(joined).toContain(checking.accountNumber);
    expect(joined).toContain(`${usDate(statement.periodStart)} - ${usDate(statement.periodEnd)}`);
    expect(text).toContain(formatCents(statement.openingBalanceCents));
    expect(text).toContain(formatCents(statement.closingBalanceCents));
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);

    const period = (await t.app.inject({
      method: 'GET',
      url: `${TRANSACTIONS}?arrangementId=${checking.id}&state=COMPLETED&secDirection=ASC&size=100&bookingDateGreaterThan=${statement.periodStart}&bookingDateLessThan=${statement.periodEnd}`,
      cookies: { sid },
    })).json() as TransactionItem[];
    expect(period.length).toBeGreaterThan(10);
    // Row by row: date, description, signed amount and running balance, in posting order.
    let cursor = text.indexOf('Balance');
    for (const item of period) {
      const amount = (item.creditDebitIndicator === 'CRDT' ? 1 : -1) * item.transactionAmountCurrency.amount;
      const row = [usDate(item.bookingDate), item.description, formatCents(amount), formatCents(item.runningBalanceCents!)];
      const at = text.findIndex((value, index) => index > cursor && value === row[0] && text[index + 1] === row[1]);
      expect(at, `${item.bookingDate} ${item.description}`).toBeGreaterThan(cursor);
      expect(text.slice(at, at + 4)).toEqual(row);
      cursor = at + 3;
    }
    expect(period.at(-1)?.runningBalanceCents).toBe(statement.closingBalanceCents);
  });

  it('spreads a long statement over numbered pages without losing a line', async () => {
    const lines = threePagesOfLines();
    const bytes = await renderStatementPdf(
      longStatement([
        ...lines,
        { date: '2026-03-31', description: 'Ünïcödé ✓ and a very long description that cannot fit in the column of the statement at all', amountCents: 1, balanceCents: 1 },
      ]),
    );
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    const text = pages.flat();
    for (const line of lines) expect(text).toContain(line.description);
    expect(text.some((value) => value.startsWith('Ünïcödé ? and a very long') && value.endsWith('…'))).toBe(true);
  });

  it('refuses statements that do not exist or are not the member’s', async () => {
    const checking = productOf('checking');
    expect((await get(`${API}/v2/account/${checking.id}/statements/download/STMT-2001-01`)).statusCode).toBe(404);
    expect((await get(`${API}/v2/account/${checking.id}/statements/download/2026-01`)).statusCode).toBe(400);
    const business = await signInAs(t.app, 'business');
    expect((await get(`${API}/v2/account/${checking.id}/statements`, business)).statusCode).toBe(404);
    expect((await get(`${API}/v2/account/${checking.id}/statements/download/STMT-2026-01`, business)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/v2/account` })).statusCode).toBe(401);
  });

  it('keeps statements available at level 7', async () => {
    for (const username of ['level7', 'level7-severe']) {
      const session = await signInAs(t.app, username);
      const [account] = await json<StatementAccountList>(`${API}/v2/account`, session);
      const [statement] = await json<AccountStatementList>(`${API}/v2/account/${account!.id}/statements`, session);
      const download = await get(`${API}/v2/account/${account!.id}/statements/download/${statement!.id}`, session);
      expect(download.statusCode, username).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
    }
  });

  it('refuses every statements call to a user whose function group lacks the statements permission', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    expect((await get(`${API}/v2/account`, trusted)).statusCode).toBe(200);
    const session = await t.database.db.selectFrom('sessions').select('service_agreement_id').where('user_id', '=', await userId('trusted')).executeTakeFirstOrThrow();
    const groups = t.database.db.selectFrom('function_groups').select('id').where('service_agreement_id', '=', session.service_agreement_id!);
    await t.database.db.deleteFrom('function_group_privileges').where('function_group_id', 'in', groups).where('resource', '=', 'Statements').execute();
    for (const url of [`${API}/v2/account`, `${API}/v2/account/${productOf('checking').id}/statements`, `${API}/v3/account/tax-statements`, `${API}/v2/orphans`, `${API}/v2/account/preferences`]) {
      const refused = await get(url, trusted);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors[0].path).toBe('');
    }
    expect((await get(SUMMARY, trusted)).statusCode).toBe(200);
  });

  it('issues a 1099-INT for a completed year from the dividends in the ledger, and downloads it', async () => {
    const owner = await signInAs(t.app, 'cease-desist');
    const [, savings] = await json<StatementAccountList>(`${API}/v2/account`, owner);
    if (!savings || savings.productKind !== 'savings') throw new Error('cease-desist has checking then savings');
    const thisYear = Number(t.clock.now().toISOString().slice(0, 4));
    const lastYear = thisYear - 1;
    // The seed's six months of history may or may not reach into last year, depending on the day: start from what it gave.
    const seeded = await json<TaxStatementList>(`${API}/v3/account/tax-statements`, owner);
    expect(seeded.every((form) => form.taxYear < thisYear && form.accountId === savings.id)).toBe(true);
    const seededLastYear = seeded.find((form) => form.taxYear === lastYear)?.amountCents ?? 0;
    const db = t.database.db;
    for (const [date, cents] of [[`${lastYear}-11-28`, 1_234], [`${lastYear}-12-28`, 1_301], [`${thisYear}-01-02`, 999]] as const) {
      const journalId = randomUUID();
      await db.insertInto('journals').values({ id: journalId, kind: 'DIVIDEND', description: 'Dividend: Share Savings', posted_at: `${date}T17:00:00Z` }).execute();
      await db.insertInto('ledger_entries').values([{ journal_id: journalId, arrangement_id: savings.id, gl_account_id: null, amount_cents: -cents }, { journal_id: journalId, arrangement_id: null, gl_account_id: GL.dividendExpense, amount_cents: cents }]).execute();
      await db.insertInto('transactions').values({ id: randomUUID(), arrangement_id: savings.id, journal_id: journalId, booking_date: date, description: 'Dividend earned', category: 'Dividends', amount_cents: cents, credit_debit: 'CREDIT', status: 'BOOKED' }).execute();
    }
    const forms = await json<TaxStatementList>(`${API}/v3/account/tax-statements`, owner);
    const expectedCents = seededLastYear + 2_535; // this year's dividend is not reported: the year is not over
    expect(forms[0]).toEqual({ uid: expect.stringMatching(/^1099INT-/), taxYear: lastYear, formType: '1099-INT', accountId: savings.id, accountName: savings.name, accountNumber: savings.accountNumber, amountCents: expectedCents });
    expect(forms.slice(1)).toEqual(seeded.filter((form) => form.taxYear < lastYear));
    expect((await json<TaxStatementYearList>(`${API}/v2/account/tax-statements`, owner))[0]).toEqual({ taxYear: lastYear, documents: [forms[0]] });

    const [form] = forms;
    const download = await get(`${API}/v3/account/tax-statements/download`, owner, { uid: form!.uid, accountNumber: savings.accountNumber.slice(-4) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(download.rawPayload)).flat();
    expect(text).toEqual(expect.arrayContaining(['Form 1099-INT', `Interest Income: tax year ${lastYear}`, 'Gloria Chen', formatCents(expectedCents)]));
    expect(text.join(' ')).toContain(savings.accountNumber);

    expect((await get(`${API}/v3/account/tax-statements/download`, owner, { uid: form!.uid, accountNumber: '0000' })).statusCode).toBe(404);
    const missing = await get(`${API}/v3/account/tax-statements/download`, owner, { uid: form!.uid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('/accountnumber');
    expect((await get(`${API}/v3/account/tax-statements/download`, sid, { uid: form!.uid, accountNumber: savings.accountNumber.slice(-4) })).statusCode).toBe(404);
  });

  it('moves the statements of a closed account to the orphans, downloadable by account number', async () => {
    const owner = await signInAs(t.app, 'delinquent');
    const [, savings] = await json<StatementAccountList>(`${API}/v2/account`, owner);
    if (!savings) throw new Error('delinquent has two accounts');
    const before = await json<AccountStatementList>(`${API}/v2/account/${savings.id}/statements`, owner);
    expect(await json<OrphanStatementList>(`${API}/v2/orphans`, owner)).toEqual([]);
    await t.database.db.updateTable('arrangements').set({ state: 'CLOSED' }).where('id', '=', savings.id).execute();

    expect((await json<StatementAccountList>(`${API}/v2/account`, owner)).map((account) => account.id)).not.toContain(savings.id);
    expect((await get(`${API}/v2/account/${savings.id}/statements`, owner)).statusCode).toBe(404);
    const orphans = await json<OrphanStatementList>(`${API}/v2/orphans`, owner);
    expect(orphans).toEqual(
      before.map((statement) => ({ id: statement.id, accountName: savings.name, accountNumber: savings.accountNumber, periodStart: statement.periodStart, periodEnd: statement.periodEnd, openingBalanceCents: statement.openingBalanceCents, closingBalanceCents: statement.closingBalanceCents })),
    );
    const [newest] = orphans;
    const download = await get(`${API}/v2/orphans/statements/download/${newest!.id}`, owner, { accountNumber: savings.accountNumber.slice(-4) });
    expect(download.statusCode).toBe(200);
    expect((await pdfText(download.rawPayload)).flat()).toContain(formatCents(newest!.closingBalanceCents));
    expect((await get(`${API}/v2/orphans/statements/download/${newest!.id}`, owner, { accountNumber: '0000' })).statusCode).toBe(404);
    expect((await get(`${API}/v2/orphans/statements/download/${newest!.id}`, owner, { accountNumber: 'abcd' })).statusCode).toBe(400);
    expect((await get(`${API}/v2/orphans/statements/download/${newest!.id}`, sid, { accountNumber: savings.accountNumber.slice(-4) })).statusCode).toBe(404);
  });

  describe('preferences', () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: object, session = sid) => t.app.inject({ method, url, cookies: { sid: session }, payload });

    it('round-trips a change of delivery, all or nothing', async () => {
      const initial = await json<StatementPreferences>(`${API}/v2/account/preferences`);
      expect(initial.stmtSuppModalResponse).toBeNull();
      expect(initial.preferences.map((preference) => preference.accountId).sort()).toEqual(products.map((product) => product.id).sort());
      const checking = productOf('checking');
      const savings = productOf('savings');

      const changed = await send('POST', `${API}/v2/account/preferences`, { updates: [{ accountId: checking.id, delivery: 'PAPER' }, { accountId: savings.id, delivery: 'PAPER' }] });
      expect(changed.statusCode).toBe(200);
      const deliveries = (answer: StatementPreferences) => Object.fromEntries(answer.preferences.map((preference) => [preference.accountId, preference.delivery]));
      expect(deliveries(changed.json())).toMatchObject({ [checking.id]: 'PAPER', [savings.id]: 'PAPER', [productOf('ira').id]: 'ELECTRONIC' });
      expect(await json<StatementPreferences>(`${API}/v2/account/preferences`)).toEqual(changed.json());

      const business = await signInAs(t.app, 'business');
      const [businessAccount] = await json<StatementAccountList>(`${API}/v2/account`, business);
      const refused = await send('POST', `${API}/v2/account/preferences`, { updates: [{ accountId: checking.id, delivery: 'ELECTRONIC' }, { accountId: businessAccount!.id, delivery: 'PAPER' }] });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors[0].path).toBe('/updates/1/accountId');
      expect(deliveries(await json<StatementPreferences>(`${API}/v2/account/preferences`))[checking.id]).toBe('PAPER');
      expect((await json<StatementAccountList>(`${API}/v2/account`, business))[0]?.delivery).toBe('ELECTRONIC');

      expect((await send('POST', `${API}/v2/account/preferences`, { updates: [] })).statusCode).toBe(400);
      expect((await send('POST', `${API}/v2/account/preferences`, { updates: [{ accountId: checking.id, delivery: 'EMAIL' }] })).json().errors[0].path).toBe('/updates/0/delivery');
    });

    it('turns every account electronic on GOP through preferences/all', async () => {
      const answer = await send('PUT', `${API}/v2/account/preferences/all`, { stmtSuppModalResponse: 'GOP' });
      expect(answer.statusCode).toBe(204);
      const after = await json<StatementPreferences>(`${API}/v2/account/preferences`);
      expect(after.stmtSuppModalResponse).toBe('GOP');
      expect(new Set(after.preferences.map((preference) => preference.delivery))).toEqual(new Set(['ELECTRONIC']));
      expect((await send('PUT', `${API}/v2/account/preferences/all`, { stmtSuppModalResponse: 'GOP' }, await signInAs(t.app, 'trusted-mover'))).statusCode).toBe(403);
      expect((await send('PUT', `${API}/v2/account/preferences/all`, {})).statusCode).toBe(400);
    });
  });

  it('records every statements path in the OpenAPI document', async () => {
    const document = await openApiDocumentOf(t.app);
    for (const path of [
      '/api/statements/client-api/v2/account',
      '/api/statements/client-api/v2/account/{id}/statements',
      '/api/statements/client-api/v2/account/{id}/statements/{docId}',
      '/api/statements/client-api/v2/account/{id}/statements/download/{docId}',
      '/api/statements/client-api/v3/account/tax-statements',
      '/api/statements/client-api/v2/account/tax-statements',
      '/api/statements/client-api/v3/account/tax-statements/download',
      '/api/statements/client-api/v2/orphans',
      '/api/statements/client-api/v2/orphans/statements/download/{docId}',
      '/api/statements/client-api/v2/account/preferences',
      '/api/statements/client-api/v2/account/preferences/all',
      '/api/member-disclosures/v1/members/disclosures/statuses/upd',
      '/api/claims-manager-service/client-api/precheck',
      '/api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
  });
});
