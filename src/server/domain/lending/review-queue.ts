import type { Kysely, Selectable } from 'kysely';
import type { LoanReview, LoanReviewFacts, LoanReviewItem } from '../../../../engine/core/generated/api.gen';
import { LENDING_FACTS, type LendingFacts } from '../../../../engine/core/lending-rules';
import type { Database, LoanApplicationsTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { dataAgreementIds } from '../service-agreements';
import { applicationFacts, offerOf } from './applications';
import { lendingProduct } from './catalogue';
import { memberFacts } from './member-facts';

type ApplicationRow = Selectable<LoanApplicationsTable>;
type ReviewRow = ApplicationRow & { full_name: string; external_id: string };

interface Answers {
  statedAnnualIncomeCents: number;
  monthlyHousingCents: number;
  employmentStatus: string;
  purpose?: string;
}

const answersOf = (row: ApplicationRow): Answers => {
  const raw = row.answers as Partial<Answers>;
  return {
    statedAnnualIncomeCents: Number(raw.statedAnnualIncomeCents ?? 0),
    monthlyHousingCents: Number(raw.monthlyHousingCents ?? 0),
    employmentStatus: String(raw.employmentStatus ?? ''),
    ...(typeof raw.purpose === 'string' && raw.purpose !== '' ? { purpose: raw.purpose } : {}),
  };
};

/** The facts kept at submit, when every one of them is there (an older row kept none). */
function keptFacts(row: ApplicationRow): LendingFacts | undefined {
  const kept = row.decision_facts;
  if (kept === null || typeof kept !== 'object') return undefined;
  return LENDING_FACTS.every((name) => Number.isFinite(kept[name])) ? (kept as LendingFacts) : undefined;
}

function reviewRows(db: Kysely<Database>) {
  return db.selectFrom('loan_applications as l').innerJoin('members as m', 'm.id', 'l.user_id').selectAll('l').select(['m.full_name', 'm.external_id']);
}

function toItem(row: ReviewRow): LoanReviewItem {
  const facts = keptFacts(row);
  return {
    id: row.id,
    member: { id: row.user_id, fullName: row.full_name, memberNumber: row.external_id },
    productId: row.product_id,
    productKind: row.product_kind,
    productName: lendingProduct(row.product_id)?.config.name ?? row.product_id,
    amountCents: Number(row.amount_cents),
    ...(row.term_months === null ? {} : { termMonths: row.term_months }),
    status: row.status,
    reason: row.decision_reason ?? '',
    statedAnnualIncomeCents: answersOf(row).statedAnnualIncomeCents,
    ...(facts === undefined ? {} : { debtToIncomeBps: facts.debtToIncomeBps }),
    submittedAt: new Date(row.created_at).toISOString(),
  };
}

/** Every application the rules sent to a loan officer and nobody has decided, across members, oldest first. */
export async function reviewQueue(db: Kysely<Database>): Promise<LoanReviewItem[]> {
  const rows = await reviewRows(db).where('l.status', '=', 'IN_REVIEW').orderBy('l.created_at').orderBy('l.id').execute();
  return rows.map(toItem);
}

/**
 * The facts an application was decided on: those kept at submit; for an application filed before they were kept,
 * the same computation over the member's accounts as they are today (factsSource says which).
 */
async function factsOf(db: Kysely<Database>, row: ApplicationRow, today: string): Promise<{ facts: LendingFacts; source: 'submit' | 'now' }> {
  const kept = keptFacts(row);
  if (kept) return { facts: kept, source: 'submit' };
  const product = lendingProduct(row.product_id);
  const answers = answersOf(row);
  const scope = { userId: row.user_id, externalId: '', staff: false, sessionId: '', ownerId: row.user_id, personId: row.user_id, agreementIds: await dataAgreementIds(db, row.agreement_id), arrangementIds: null };
  const member = await memberFacts(db, scope, { today, statedAnnualIncomeCents: answers.statedAnnualIncomeCents, monthlyHousingCents: answers.monthlyHousingCents });
  const asked = { amountCents: Number(row.amount_cents), termMonths: row.term_months ?? undefined };
  const offer = product ? offerOf(product, asked.amountCents, asked.termMonths) : { paymentCents: 0 };
  return { facts: applicationFacts(member, asked, offer), source: 'now' };
}

/** The row of an application by id, with its member; 404 for an id no application has. */
export async function reviewRow(db: Kysely<Database>, id: string): Promise<ReviewRow> {
  const row = await reviewRows(db).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return row;
}

/** One application in full for a loan officer: answers, facts, the offer an approval gives, and the whole history. */
export async function reviewDetail(db: Kysely<Database>, id: string, today: string): Promise<LoanReview> {
  const row = await reviewRow(db, id);
  const product = lendingProduct(row.product_id);
  if (!product) throw new Error(`config/lending.json has no product ${row.product_id}`);
  const [{ facts, source }, events] = await Promise.all([
    factsOf(db, row, today),
    db
      .selectFrom('loan_application_events as e')
      .leftJoin('members as m', 'm.id', 'e.actor_user_id')
      .select(['e.status', 'e.at', 'e.reason', 'e.note', 'm.full_name'])
      .where('e.application_id', '=', id)
      .orderBy('e.seq')
      .execute(),
  ]);
  const offer = offerOf(product, Number(row.amount_cents), row.term_months ?? undefined);
  return {
    application: toItem(row),
    answers: answersOf(row),
    facts: Object.fromEntries(LENDING_FACTS.map((name) => [name, Math.min(Number.MAX_SAFE_INTEGER, Math.round(facts[name]))])) as unknown as LoanReviewFacts,
    factsSource: source,
    offer: { aprBps: offer.aprBps, paymentCents: offer.paymentCents },
    history: events.map((event) => ({
      status: event.status,
      at: new Date(event.at).toISOString(),
      actor: event.full_name ?? '',
      ...(event.reason === null ? {} : { reason: event.reason }),
      ...(event.note === null ? {} : { note: event.note }),
    })),
  };
}
