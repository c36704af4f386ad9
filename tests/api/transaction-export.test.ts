import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, TransactionItem } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { planTransactionExport } from '../../src/server/domain/transaction-export/export-file';
import { loadAccountDetail } from '../../src/server/domain/account-detail';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const EXPORT = `${TRANSACTIONS}/export`;
const MAX_PAGE = 100;
const PROBES = 130;
const copy = copyManifest.screens['account-details'];

/** The CSV's data rows, parsed just enough for these checks (the probes' descriptions hold no comma or quote). */
const csvRows = (body: string): string[][] => body.trimEnd().split('\r\n').slice(1).map((line) => line.split(','));

describe.each(databaseKinds())('transaction export and details (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let checking: { id: string; name: string };
  let businessChecking: string;
  let probeDays: string[];

  const get = (url: string, session: string | null = sid) => t.app.inject({ method: 'GET', url, ...(session === null ? {} : { cookies: { sid: session } }) });
  /** Every transaction the list answers for this query, paging through it at the largest page size. */
  const listed = async (query: string): Promise<{ total: number; items: TransactionItem[] }> => {
    const items: TransactionItem[] = [];
    let total = 0;
    for (let from = 0; ; from += 1) {
      const response = await get(`${TRANSACTIONS}?${query}&size=${MAX_PAGE}&from=${from}`);
      expect(response.statusCode, response.body).toBe(200);
      total = Number(response.headers['x-total-count']);
      const page = response.json() as TransactionItem[];
      items.push(...page);
      if (page.length < MAX_PAGE) return { total, items };
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const summary = (await get('/api/arrangement-manager/client-api/v2/productsummary')).json() as ProductSummary;
    const product = summary.groups.flatMap((group) => group.products).find((candidate) => candidate.productKind === 'checking');
    if (!product) throw new Error('member has no checking');
    checking = { id: product.id, name: product.name };
    const businessSid = await signInAs(t.app, 'business');
    const business = (await get('/api/arrangement-manager/client-api/v2/productsummary', businessSid)).json() as ProductSummary;
    businessChecking = business.groups.flatMap((group) => group.products).find((candidate) => candidate.productKind === 'checking')!.id;

    // More posted transactions than the largest page, one a day back from yesterday, alternating money in and out.
    const today = t.clock.now().toISOString().slice(0, 10);
    probeDays = Array.from({ length: PROBES }, (_, index) => new Date(Date.parse(`${today}T00:00:00Z`) - (index + 1) * 86_400_000).toISOString().slice(0, 10));
    const journals = probeDays.map((day, index) => ({ id: randomUUID(), day, cents: 1_000 + index, credit: index % 2 === 0 }));
    const db = t.database.db;
    await db.insertInto('journals').values(journals.map((journal) => ({ id: journal.id, kind: 'ACH_CREDIT', description: 'Probe', posted_at: `${journal.day}T17:00:00Z` }))).execute();
    await db
      .insertInto('ledger_entries')
      .values(
        journals.flatMap((journal) => {
          const member = journal.credit ? -journal.cents : journal.cents;
          return [
            { journal_id: journal.id, arrangement_id: checking.id, gl_account_id: null, amount_cents: member },
            { journal_id: journal.id, arrangement_id: null, gl_account_id: GL.achClearing, amount_cents: -member },
          ];
        }),
      )
      .execute();
    await db
      .insertInto('transactions')
      .values(
        journals.map((journal, index) => ({
          id: randomUUID(),
          arrangement_id: checking.id,
          journal_id: journal.id,
          booking_date: journal.day,
          description: `EXPORTPROBE ${String(index).padStart(3, '0')}`,
          category: 'Income',
          amount_cents: journal.cents,
          credit_debit: journal.credit ? ('CREDIT' as const) : ('DEBIT' as const),
          status: 'BOOKED' as const,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports every matching transaction across all pages as CSV, in the list order, named after the account and range', async () => {
    const { total, items } = await listed(`arrangementId=${checking.id}&query=EXPORTPROBE`);
    expect(total).toBe(PROBES);
    expect(total).toBeGreaterThan(MAX_PAGE);

    const response = await get(`${EXPORT}?arrangementId=${checking.id}&format=csv&query=EXPORTPROBE`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const last4 = (await t.database.db.selectFrom('arrangements').select('account_number').where('id', '=', checking.id).executeTakeFirstOrThrow()).account_number;
    const name = `${checking.name.replace(/[^A-Za-z0-9]+/g, '-')}-${last4.slice(-4)}_${probeDays.at(-1)}_${probeDays[0]}.csv`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(response.headers['content-disposition']).not.toContain(last4);

    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe([copy.columnDate, copy.columnDescription, copy.columnCategory, copy.columnStatus, copy.columnAmount, copy.columnBalance].join(','));
    const rows = csvRows(response.body);
    expect(rows).toHaveLength(PROBES);
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.description));
    expect(rows.map((row) => row[0])).toEqual(items.map((item) => item.bookingDate));
  });

  it('keeps to the filters: dates, amounts, direction and status, with the range of the filter in the name', async () => {
    const from = probeDays[110]!;
    const to = probeDays[5]!;
    const filters = `query=EXPORTPROBE&bookingDateGreaterThan=${from}&bookingDateLessThan=${to}&amountFrom=1010&amountTo=1120&creditDebitIndicator=CRDT&state=COMPLETED&secDirection=ASC`;
    const { total, items } = await listed(`arrangementId=${checking.id}&${filters}`);
    expect(total).toBeGreaterThan(25);
    expect(total).toBeLessThan(PROBES);
    const response = await get(`${EXPORT}?arrangementId=${checking.id}&format=csv&${filters}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`_${from}_${to}\\.csv"$`));
    const rows = csvRows(response.body);
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.description));
    for (const row of rows) {
      expect(row[0]! >= from && row[0]! <= to).toBe(true);
      expect(Number(row[4])).toBeGreaterThan(0);
    }
  });

  it('exports the whole account without filters: as many rows as the list counts', async () => {
    const { total } = await listed(`arrangementId=${checking.id}`);
    const response = await get(`${EXPORT}?arrangementId=${checking.id}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(csvRows(response.body)).toHaveLength(total);
  });

  it('exports every posted matching transaction as OFX and QFX, all pages', async () => {
    const { items } = await listed(`arrangementId=${checking.id}&state=COMPLETED`);
    expect(items.length).toBeGreaterThan(MAX_PAGE);
    for (const format of ['ofx', 'qfx'] as const) {
      const response = await get(`${EXPORT}?arrangementId=${checking.id}&format=${format}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`\\.${format}"$`));
      const fitIds = [...response.body.matchAll(/<FITID>([^\r\n]+)/g)].map((match) => match[1]);
      expect(new Set(fitIds)).toEqual(new Set(items.map((item) => item.id)));
      expect(response.body.trimEnd().endsWith('</OFX>')).toBe(true);
    }
  });

  it('writes a long export a batch at a time rather than as one piece', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const { agreement_id: agreementId } = await t.database.db.selectFrom('arrangements').select('agreement_id').where('id', '=', checking.id).executeTakeFirstOrThrow();
    const detail = await loadAccountDetail(t.database.db, { agreementId, arrangementId: checking.id, mask: true, today });
    const plan = await planTransactionExport(t.database.db, {
      account: detail!,
      filter: { arrangementIds: [checking.id] },
      format: 'csv',
      direction: 'DESC',
      now: t.clock.now(),
      today,
      batchSize: 40,
    });
    const chunks: string[] = [];
    for await (const chunk of plan.chunks) chunks.push(chunk);
    const rows = chunks.join('').trimEnd().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(PROBES);
    // The header, then one chunk per batch read.
    expect(chunks.length).toBe(1 + Math.ceil(rows / 40));
  });

  it("answers 404 for another member's account and an unknown one, 401 without a session, and leaks nothing", async () => {
    for (const id of [businessChecking, randomUUID()]) {
      const response = await get(`${EXPORT}?arrangementId=${id}&format=csv`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body).not.toMatch(/CHECK #|SQUARE|Date,Description/);
    }
    expect((await get(`${EXPORT}?arrangementId=${checking.id}&format=csv`, null)).statusCode).toBe(401);
  });

  it('refuses malformed queries', async () => {
    for (const query of [`format=csv`, `arrangementId=${checking.id}`, `arrangementId=${checking.id}&format=pdf`, `arrangementId=not-a-uuid&format=csv`, `arrangementId=${checking.id}&format=csv&size=10`]) {
      expect((await get(`${EXPORT}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('gives a paid check its number, memo, written date and a stored image only those who see it can fetch', async () => {
    const { items } = await listed(`arrangementId=${checking.id}&query=CHECK`);
    const check = items.find((item) => item.checkNumber !== undefined);
    expect(check).toBeDefined();
    expect(check!.checkImage).toBe(true);
    expect(check!.memo).toBeTruthy();
    expect(check!.counterpartyName).toBeTruthy();
    expect(check!.valueDate < check!.bookingDate).toBe(true);

    const image = await get(`${TRANSACTIONS}/${check!.id}/check-image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body.startsWith('<svg')).toBe(true);
    expect(image.body).toContain(String(check!.checkNumber));
    expect(image.body).not.toMatch(/<script|href=/i);

    const plain = items.find((item) => item.checkNumber === undefined) ?? (await listed(`arrangementId=${checking.id}&query=EXPORTPROBE`)).items[0]!;
    expect((await get(`${TRANSACTIONS}/${plain.id}/check-image`)).statusCode).toBe(404);

    const businessSid = await signInAs(t.app, 'business');
    expect((await get(`${TRANSACTIONS}/${check!.id}/check-image`, businessSid)).statusCode).toBe(404);
    expect((await get(`${TRANSACTIONS}/${check!.id}/check-image`, null)).statusCode).toBe(401);
    expect((await get(`${TRANSACTIONS}/not-a-uuid/check-image`)).statusCode).toBe(400);
  });

  it('gives a card purchase the day it was made, before the day it posted', async () => {
    const { items } = await listed(`arrangementId=${checking.id}&type=DEBIT_CARD_PURCHASE`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.valueDate < item.bookingDate, item.description).toBe(true);
  });
});
