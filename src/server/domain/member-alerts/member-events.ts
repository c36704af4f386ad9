import type { Kysely } from 'kysely';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { memberAlertsManifest } from '../../../member-alerts-manifest';
import type { Database } from '../../db/schema';
import { businessDate } from '../business-date';
import { accountLabel, deliverAlert, displayDay, inTransaction, type PreferenceRow } from './deliver';

/**
 * Something that happened to a member that an alert preference may want to hear about. Postings to the ledger are
 * picked up by the alert evaluator itself; these are the events other features report.
 */
export type MemberEvent =
  | { kind: 'contact-changed'; userId: string; contact: 'email' | 'phone' | 'address'; at: Date }
  | { kind: 'new-device-sign-in'; userId: string; deviceName: string; at: Date }
  | { kind: 'scheduled-payment-failed'; userId: string; paymentOrderId: string; reason: string; at: Date };

/** How the contact-changed text names what changed. */
const CONTACT_WORDS: Record<Extract<MemberEvent, { kind: 'contact-changed' }>['contact'], string> = {
  email: memberAlertsManifest.copy.contactEmail,
  phone: memberAlertsManifest.copy.contactPhone,
  address: memberAlertsManifest.copy.contactAddress,
};

function kindIds(trigger: MemberEvent['kind']): string[] {
  return memberAlertsManifest.kinds.filter((kind) => kind.trigger === trigger).map((kind) => kind.id);
}

/** Records a member event and sends the alerts the member chose for it (once per event). */
export async function reportMemberEvent(db: Kysely<Database>, event: MemberEvent): Promise<void> {
  const ids = kindIds(event.kind);
  if (ids.length === 0) return;
  await inTransaction(db, async (trx) => {
    const day = displayDay(businessDate(event.at));
    if (event.kind === 'scheduled-payment-failed') {
      // About the account the order pays from: whoever watches that account hears of it.
      const order = await trx
        .selectFrom('payment_orders as o')
        .innerJoin('arrangements as a', 'a.id', 'o.from_arrangement_id')
        .select(['o.id', 'o.amount_cents', 'o.next_execution_date', 'a.id as arrangement_id', 'a.name', 'a.account_number'])
        .where('o.id', '=', event.paymentOrderId)
        .executeTakeFirst();
      if (!order) return;
      const preferences = await trx
        .selectFrom('alert_preferences')
        .selectAll()
        .where('subject_type', '=', 'account')
        .where('arrangement_id', '=', order.arrangement_id)
        .where('enabled', '=', true)
        .where('kind', 'in', ids)
        .orderBy('id')
        .execute();
      const label = accountLabel(order);
      const values = { account: label, amount: formatCents(order.amount_cents), date: day, reason: event.reason };
      await sendAll(trx, preferences, `payment-failed:${order.id}:${order.next_execution_date ?? event.at.toISOString()}`, label, values, event.at);
      return;
    }
    const preferences = await trx
      .selectFrom('alert_preferences')
      .selectAll()
      .where('subject_type', '=', 'member')
      .where('user_id', '=', event.userId)
      .where('enabled', '=', true)
      .where('kind', 'in', ids)
      .orderBy('id')
      .execute();
    const label = memberAlertsManifest.copy.memberSection;
    if (event.kind === 'contact-changed') {
      await sendAll(trx, preferences, `contact:${event.contact}:${event.at.toISOString()}`, label, { contact: CONTACT_WORDS[event.contact], date: day }, event.at);
    } else {
      await sendAll(trx, preferences, `device:${event.deviceName}:${event.at.toISOString()}`, label, { device: event.deviceName, date: day }, event.at);
    }
  });
}

async function sendAll(db: Kysely<Database>, preferences: PreferenceRow[], eventKey: string, subjectLabel: string, values: Record<string, string>, now: Date): Promise<void> {
  for (const preference of preferences) {
    const kind = memberAlertsManifest.kinds.find((candidate) => candidate.id === preference.kind);
    if (!kind) continue;
    await deliverAlert(db, { preference, eventKey, subjectLabel, subject: resolveTemplate(kind.subject, values), text: resolveTemplate(kind.text, values), now });
  }
}
