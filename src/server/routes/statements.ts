import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AccountStatementList,
  ArrangementIdParams,
  OrphanStatementDownloadHeaders,
  OrphanStatementDownloadParams,
  OrphanStatementList,
  StatementAccountList,
  StatementDetail,
  StatementDownloadParams,
  StatementPreferences,
  StatementPreferencesUpdate,
  StatementPromptResponse,
  TaxStatement,
  TaxStatementDownloadHeaders,
  TaxStatementList,
  TaxStatementYearList,
} from '../../../engine/core/generated/api.gen';
import type { Arrangement } from '../db/schema';
import { listAccountStatements, loadStatementContent, matchesAccountNumber } from '../domain/account-statements';
import { businessDate } from '../domain/business-date';
import { statementDetail } from '../domain/statement-detail';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { maskAccountNumber } from '../domain/product-summary';
import { deliveryOf, paperlessResponseOf, recordPaperlessResponse, refuseAllButHolder, setDelivery } from '../domain/statement-delivery';
import { listTaxStatements, type TaxStatementRecord } from '../domain/tax-statements';
import { findVisibleArrangement, visibleArrangements } from '../domain/visible-arrangements';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { statementPdf, taxFormPdf, type PdfFile } from '../statements/statement-documents';
import type { LocaleTag } from '../i18n/locales';
import { languageOf } from '../i18n/user-language';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const pdfResponse = { description: 'The document as a PDF (an attachment).', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
const GUARD = { capability: 'view-statements', guard: 'canViewAccountStatements' } as const;
const DELIVERY = { capability: 'manage-statement-delivery', guard: 'canViewAccountStatements' } as const;

function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(Buffer.from(file.bytes));
}

function toTaxStatement(record: TaxStatementRecord): TaxStatement {
  return {
    uid: record.uid,
    taxYear: record.taxYear,
    formType: record.formType,
    accountId: record.arrangement.id,
    accountName: record.arrangement.name,
    accountNumber: maskAccountNumber(record.arrangement.account_number),
    amountCents: record.amountCents,
  };
}

/**
 * The statements service (Statements): accounts with statements, monthly statements and tax forms built
 * from the ledger and downloaded as PDFs, statements of closed accounts (orphans), and statement delivery
 * preferences. Every route needs the statements permission; level-7 restrictions leave statements available.
 * Mounted at /api/statements.
 */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its request was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  const scopeOf = (request: FastifyRequest): Promise<MemberScope> => loadMemberScope(app.db, currentSession(request));
  /** A document prints in the language of whoever downloads it (the signed-in user, not the account's holder). */
  const readerLanguage = (request: FastifyRequest): Promise<LocaleTag> => languageOf(app.db, currentSession(request).user_id);
  const today = (): string => businessDate(app.clock());
  const accountOf = async (request: FastifyRequest, id: string): Promise<Arrangement> => {
    const account = await findVisibleArrangement(app.db, await scopeOf(request), id);
    if (!account || account.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND');
    return account;
  };

  app.get<{ Reply: StatementAccountList }>(
    '/client-api/v2/account',
    {
      schema: { tags: ['statements'], summary: 'The open accounts that have statements, with how each is delivered', response: { 200: apiSchemaRef('statement-account-list'), ...errors } },
      config: GUARD,
    },
    async (request) => {
      const accounts = await visibleArrangements(app.db, await scopeOf(request));
      const delivery = await deliveryOf(app.db, accounts.map((account) => account.id));
      return accounts.map((account) => ({
        id: account.id,
        name: account.name,
        productKind: account.product_kind,
        productTypeName: account.product_type_name,
        accountNumber: maskAccountNumber(account.account_number),
        delivery: delivery.get(account.id) ?? 'PAPER',
      }));
    },
  );

  app.get<{ Params: ArrangementIdParams; Reply: AccountStatementList }>(
    '/client-api/v2/account/:id/statements',
    {
      schema: {
        tags: ['statements'],
        summary: 'Monthly statements of an account: every closed month its ledger covers, newest first, with opening and closing balances',
        params: apiSchemaRef('arrangement-id-params'),
        response: { 200: apiSchemaRef('account-statement-list'), ...errors },
      },
      config: GUARD,
    },
    async (request) => {
      const periods = await listAccountStatements(app.db, await accountOf(request, request.params.id), today());
      return periods.map((period) => ({ id: period.id, periodStart: period.start, periodEnd: period.end, openingBalanceCents: period.openingCents, closingBalanceCents: period.closingCents }));
    },
  );

  app.get<{ Params: StatementDownloadParams; Reply: StatementDetail }>(
    '/client-api/v2/account/:id/statements/:docId',
    {
      schema: {
        tags: ['statements'],
        summary: "One monthly statement to read in the page: balances, the period's money in and out, the figures of the account's kind, every line signed as the app signs it",
        params: apiSchemaRef('statement-download-params'),
        response: { 200: apiSchemaRef('statement-detail'), ...errors },
      },
      config: GUARD,
    },
    async (request) => {
      const account = await accountOf(request, request.params.id);
      const content = await loadStatementContent(app.db, account, request.params.docId, today());
      if (!content) throw new ApiProblem(404, 'NOT_FOUND');
      return statementDetail(app.db, account, content);
    },
  );

  app.get<{ Params: StatementDownloadParams }>(
    '/client-api/v2/account/:id/statements/download/:docId',
    {
      schema: {
        tags: ['statements'],
        summary: 'A monthly statement as a PDF generated from the ledger: balances and every transaction of the period',
        params: apiSchemaRef('statement-download-params'),
        response: { 200: pdfResponse, ...errors },
      },
      config: GUARD,
    },
    async (request, reply) => {
      const account = await accountOf(request, request.params.id);
      const content = await loadStatementContent(app.db, account, request.params.docId, today());
      if (!content) throw new ApiProblem(404, 'NOT_FOUND');
      return sendPdf(reply, await statementPdf(app.db, account, await statementDetail(app.db, account, content), await readerLanguage(request)));
    },
  );

  const taxStatementsOf = async (request: FastifyRequest): Promise<TaxStatementRecord[]> =>
    listTaxStatements(app.db, await visibleArrangements(app.db, await scopeOf(request), 'all'), today());

  app.get<{ Reply: TaxStatementList }>(
    '/client-api/v3/account/tax-statements',
    {
      schema: { tags: ['statements'], summary: 'Tax forms of completed years (1099-INT over the reporting threshold, 5498, 1098), carried from conversion plus the ledger, newest first', response: { 200: apiSchemaRef('tax-statement-list'), ...errors } },
      config: GUARD,
    },
    async (request) => (await taxStatementsOf(request)).map(toTaxStatement),
  );

  app.get<{ Reply: TaxStatementYearList }>(
    '/client-api/v2/account/tax-statements',
    {
      schema: { tags: ['statements'], summary: 'The same tax forms grouped by tax year (the older shape)', response: { 200: apiSchemaRef('tax-statement-year-list'), ...errors } },
      config: GUARD,
    },
    async (request) => {
      const years = new Map<number, TaxStatement[]>();
      for (const record of await taxStatementsOf(request)) years.set(record.taxYear, [...(years.get(record.taxYear) ?? []), toTaxStatement(record)]);
      return [...years.entries()].map(([taxYear, documents]) => ({ taxYear, documents }));
    },
  );

  app.get<{ Headers: TaxStatementDownloadHeaders }>(
    '/client-api/v3/account/tax-statements/download',
    {
      schema: {
        tags: ['statements'],
        summary: 'A tax form as a PDF: header uid names the form, header accountNumber its account (whole number or last four digits)',
        headers: apiSchemaRef('tax-statement-download-headers'),
        response: { 200: pdfResponse, ...errors },
      },
      config: GUARD,
    },
    async (request, reply) => {
      const record = (await taxStatementsOf(request)).find((candidate) => candidate.uid === request.headers.uid);
      if (!record || !matchesAccountNumber(record.arrangement, request.headers.accountnumber)) throw new ApiProblem(404, 'NOT_FOUND');
      return sendPdf(reply, await taxFormPdf(app.db, record, await readerLanguage(request)));
    },
  );

  app.get<{ Reply: OrphanStatementList }>(
    '/client-api/v2/orphans',
    {
      schema: { tags: ['statements'], summary: "Statements of the member's closed accounts, newest first", response: { 200: apiSchemaRef('orphan-statement-list'), ...errors } },
      config: GUARD,
    },
    async (request) => {
      const closed = await visibleArrangements(app.db, await scopeOf(request), 'closed');
      const statements: OrphanStatementList = [];
      for (const account of closed) {
        for (const period of await listAccountStatements(app.db, account, today())) {
          statements.push({
            id: period.id,
            accountName: account.name,
            accountNumber: maskAccountNumber(account.account_number),
            periodStart: period.start,
            periodEnd: period.end,
            openingBalanceCents: period.openingCents,
            closingBalanceCents: period.closingCents,
          });
        }
      }
      return statements.sort((a, b) => (a.periodStart < b.periodStart ? 1 : a.periodStart > b.periodStart ? -1 : 0));
    },
  );

  app.get<{ Params: OrphanStatementDownloadParams; Headers: OrphanStatementDownloadHeaders }>(
    '/client-api/v2/orphans/statements/download/:docId',
    {
      schema: {
        tags: ['statements'],
        summary: 'A statement of a closed account as a PDF; header accountNumber names the account (whole number or last four digits)',
        params: apiSchemaRef('orphan-statement-download-params'),
        headers: apiSchemaRef('orphan-statement-download-headers'),
        response: { 200: pdfResponse, ...errors },
      },
      config: GUARD,
    },
    async (request, reply) => {
      const closed = await visibleArrangements(app.db, await scopeOf(request), 'closed');
      const matching = closed.filter((account) => matchesAccountNumber(account, request.headers.accountnumber));
      // Two closed accounts ending in the same four digits: the header does not say which, so neither is guessed.
      const account = matching.length === 1 ? matching[0] : undefined;
      const content = account ? await loadStatementContent(app.db, account, request.params.docId, today()) : undefined;
      if (!account || !content) throw new ApiProblem(404, 'NOT_FOUND');
      return sendPdf(reply, await statementPdf(app.db, account, await statementDetail(app.db, account, content), await readerLanguage(request)));
    },
  );

  const preferencesOf = async (scope: MemberScope): Promise<StatementPreferences> => {
    const accounts = await visibleArrangements(app.db, scope);
    const delivery = await deliveryOf(app.db, accounts.map((account) => account.id));
    const answer = await paperlessResponseOf(app.db, scope.ownerId);
    return {
      preferences: accounts.map((account) => ({
        accountId: account.id,
        name: account.name,
        accountNumber: maskAccountNumber(account.account_number),
        productKind: account.product_kind,
        delivery: delivery.get(account.id) ?? 'PAPER',
      })),
      stmtSuppModalResponse: answer?.response ?? null,
    };
  };

  app.get<{ Reply: StatementPreferences }>(
    '/client-api/v2/account/preferences',
    {
      schema: { tags: ['statements'], summary: 'How each open account gets its statements (paper or electronic)', response: { 200: apiSchemaRef('statement-preferences'), ...errors } },
      config: GUARD,
    },
    async (request) => preferencesOf(await scopeOf(request)),
  );

  app.post<{ Body: StatementPreferencesUpdate; Reply: StatementPreferences }>(
    '/client-api/v2/account/preferences',
    {
      schema: {
        tags: ['statements'],
        summary: 'Change how some accounts get their statements; all or nothing (an account the session does not reach refuses the whole request)',
        body: apiSchemaRef('statement-preferences-update'),
        response: { 200: apiSchemaRef('statement-preferences'), ...errors },
      },
      config: DELIVERY,
    },
    async (request) => {
      const scope = await scopeOf(request);
      refuseAllButHolder(scope);
      const open = new Set((await visibleArrangements(app.db, scope)).map((account) => account.id));
      request.body.updates.forEach((update, index) => {
        if (!open.has(update.accountId)) throw new ApiProblem(404, 'NOT_FOUND', `/updates/${index}/accountId`);
      });
      await app.db.transaction().execute((trx) =>
        setDelivery(trx, request.body.updates.map((update) => ({ arrangementId: update.accountId, delivery: update.delivery })), { userId: scope.userId, now: app.clock() }),
      );
      return preferencesOf(scope);
    },
  );

  app.put<{ Body: StatementPromptResponse }>(
    '/client-api/v2/account/preferences/all',
    {
      schema: {
        tags: ['statements'],
        summary: 'Answer the go-paperless prompt: RML remind me later, PDP keep paper, GOP every open account electronic',
        body: apiSchemaRef('statement-prompt-response'),
        response: { 204: { type: 'null' }, ...errors },
      },
      config: DELIVERY,
    },
    async (request, reply) => {
      await recordPaperlessResponse(app.db, await scopeOf(request), request.body.stmtSuppModalResponse, app.clock());
      return reply.code(204).send();
    },
  );
};
