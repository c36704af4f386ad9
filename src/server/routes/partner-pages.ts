import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Arrangement, BeneficiaryDesignation } from '../db/schema';
import { businessDate } from '../domain/business-date';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { findVisibleArrangement, visibleArrangements } from '../domain/visible-arrangements';
import { cardFraudPage } from '../partner/card-fraud-page';
import { PARTNER_ASSETS } from '../partner/html';
import { partnerPagesCopy } from '../partner/page-copy';
import { iraBeneficiariesPage, iraNotFoundPage } from '../partner/ira-beneficiaries-page';
import type { CapabilityName } from '../plugins/route-guards';
import { currentSession, requireSession } from '../plugins/session';
import { projectPath } from '../project-files';

const IRA_PAGE = '/partner/ira-beneficiaries';
const FRAUD_PAGE = '/partner/credit-card-fraud';
const DESIGNATIONS: ReadonlySet<string> = new Set<BeneficiaryDesignation>(['PRIMARY', 'CONTINGENT']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const asset = (name: string): string => readFileSync(projectPath('src/server/partner', name), 'utf8');
const ASSETS = { script: asset('partner-page.js'), style: asset('partner-page.css') };

type Form = Readonly<Record<string, string | undefined>>;
const field = (form: Form, name: string): string => (form[name] ?? '').trim();

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The IRA a page is about: the one named (if the member sees it and it is an IRA), else the member's first. */
async function findIra(app: Parameters<FastifyPluginAsync>[0], scope: MemberScope, account: string | undefined): Promise<Arrangement | undefined> {
  if (account) {
    const named = await findVisibleArrangement(app.db, scope, account).catch(() => undefined);
    return named?.product_kind === 'ira' ? named : undefined;
  }
  return (await visibleArrangements(app.db, scope)).find((arrangement) => arrangement.product_kind === 'ira');
}

/**
 * Same-origin partner pages the app frames: an IRA's designated beneficiaries, which the member can add
 * and remove, and a credit-card fraud report; a view-only trusted member may read both pages but post neither.
 * Server-rendered HTML with their own script file (no inline script), frameable by this app only; state-changing
 * posts go through the global Origin check like every other call.
 */
export const partnerPageRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const page = <C extends CapabilityName>(capability: C) => ({ capability, guard: 'canViewProductSummary', frameAncestors: 'self' }) as const;

  const renderIra = async (reply: FastifyReply, ira: Arrangement, error?: string) => {
    const rows = await app.db.selectFrom('account_beneficiaries').selectAll().where('arrangement_id', '=', ira.id).orderBy('designation', 'desc').orderBy('created_at').orderBy('id').execute();
    const query = `?account=${encodeURIComponent(ira.id)}`;
    const copy = await partnerPagesCopy(app.db);
    return sendPage(
      reply,
      iraBeneficiariesPage({
        action: `${IRA_PAGE}${query}`,
        removeAction: `${IRA_PAGE}/remove${query}`,
        accountName: ira.name,
        beneficiaries: rows.map((row) => ({ id: row.id, fullName: row.full_name, relationship: row.relationship, designation: row.designation, sharePercent: row.share_percent })),
        ...(error === undefined ? {} : { error }),
      }, copy),
      error === undefined ? 200 : 400,
    );
  };

  app.register(async (pages) => {
    pages.addHook('preValidation', requireSession({ extend: true }));
    // Served only to a signed-in caller, like the pages that use them: nothing here is open to the public.
    pages.get(PARTNER_ASSETS.script, { config: { capability: 'own-session', guard: null, frameAncestors: 'self' } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(ASSETS.script),
    );
    pages.get(PARTNER_ASSETS.style, { config: { capability: 'own-session', guard: null, frameAncestors: 'self' } }, async (_request, reply) => reply.type('text/css; charset=utf-8').send(ASSETS.style));

    pages.get<{ Querystring: { account?: string } }>(IRA_PAGE, { config: page('view-accounts') }, async (request, reply) => {
      const ira = await findIra(app, await loadMemberScope(app.db, currentSession(request)), request.query.account);
      return ira ? renderIra(reply, ira) : sendPage(reply, iraNotFoundPage(await partnerPagesCopy(app.db)), 404);
    });

    pages.post<{ Querystring: { account?: string }; Body: Form }>(IRA_PAGE, { config: page('designate-beneficiary') }, async (request, reply) => {
      const ira = await findIra(app, await loadMemberScope(app.db, currentSession(request)), request.query.account);
      if (!ira) return sendPage(reply, iraNotFoundPage(await partnerPagesCopy(app.db)), 404);
      const form = request.body ?? {};
      const fullName = field(form, 'fullName');
      const relationship = field(form, 'relationship');
      const designation = field(form, 'designation');
      const share = Number(field(form, 'sharePercent'));
      if (!fullName || !relationship || !DESIGNATIONS.has(designation) || !Number.isInteger(share) || share < 1 || share > 100) {
        return renderIra(reply, ira, (await partnerPagesCopy(app.db)).invalid);
      }
      await app.db
        .insertInto('account_beneficiaries')
        .values({ id: randomUUID(), arrangement_id: ira.id, full_name: fullName, relationship, designation: designation as BeneficiaryDesignation, share_percent: share, created_at: app.clock() })
        .execute();
      return reply.redirect(`${IRA_PAGE}?account=${encodeURIComponent(ira.id)}`, 303);
    });

    pages.post<{ Querystring: { account?: string }; Body: Form }>(`${IRA_PAGE}/remove`, { config: page('designate-beneficiary') }, async (request, reply) => {
      const ira = await findIra(app, await loadMemberScope(app.db, currentSession(request)), request.query.account);
      if (!ira) return sendPage(reply, iraNotFoundPage(await partnerPagesCopy(app.db)), 404);
      const id = field(request.body ?? {}, 'beneficiaryId');
      await app.db.deleteFrom('account_beneficiaries').where('arrangement_id', '=', ira.id).where('id', '=', id).execute().catch(() => undefined);
      return reply.redirect(`${IRA_PAGE}?account=${encodeURIComponent(ira.id)}`, 303);
    });

    const cardsOf = async (scope: MemberScope) =>
      (await visibleArrangements(app.db, scope)).filter((arrangement) => arrangement.product_kind === 'creditCard');
    const renderFraud = async (reply: FastifyReply, scope: MemberScope, extra: { reference?: string; error?: string }, status = 200) =>
      sendPage(
        reply,
        cardFraudPage({
          action: FRAUD_PAGE,
          cards: (await cardsOf(scope)).map((card) => ({ id: card.id, label: `${card.name} ••••${card.account_number.slice(-4)}` })),
          today: businessDate(app.clock()),
          ...extra,
        }, await partnerPagesCopy(app.db)),
        status,
      );

    pages.get<{ Querystring: { reference?: string } }>(FRAUD_PAGE, { config: page('view-cards') }, async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const wanted = request.query.reference;
      const filed = wanted
        ? await app.db.selectFrom('card_fraud_reports').select('reference').where('reference', '=', wanted).where('user_id', '=', scope.userId).executeTakeFirst()
        : undefined;
      return renderFraud(reply, scope, filed ? { reference: filed.reference } : {});
    });

    pages.post<{ Body: Form }>(FRAUD_PAGE, { config: page('file-dispute') }, async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const form = request.body ?? {};
      const card = (await cardsOf(scope)).find((arrangement) => arrangement.id === field(form, 'arrangementId'));
      const noticedOn = field(form, 'noticedOn');
      const description = field(form, 'description');
      const today = businessDate(app.clock());
      if (!card || !ISO_DATE.test(noticedOn) || Number.isNaN(Date.parse(noticedOn)) || noticedOn > today || !description) {
        return renderFraud(reply, scope, { error: (await partnerPagesCopy(app.db)).fraudInvalid }, 400);
      }
      const reference = `CF${today.replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
      await app.db
        .insertInto('card_fraud_reports')
        .values({ id: randomUUID(), user_id: scope.userId, arrangement_id: card.id, noticed_on: noticedOn, description, reference, created_at: app.clock() })
        .execute();
      return reply.redirect(`${FRAUD_PAGE}?reference=${encodeURIComponent(reference)}`, 303);
    });
  });
};
