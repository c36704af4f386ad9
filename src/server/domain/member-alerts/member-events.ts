import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { formatCents } from '../../../../engine/core/money';
import type { MemberAlertKind, MemberAlertsCopy } from '../../../../engine/core/generated/manifests.gen';
import type { Database } from '../../db/schema';
import { businessDate } from '../business-date';
import { memberAlertsInForce } from './alerts-in-force';
import { accountLabel, deliverAlert, displayDay, inTransaction, type AlertToSend, type PreferenceRow } from './deliver';

/**
 * Something that happened to a member that an alert preference may want to hear about. Postings to the ledger are
 * picked up by the alert evaluator itself; these are the events other features report.
 */
export type MemberEvent =
  | { kind: 'contact-changed'; userId: string; contact: 'email' | 'phone' | 'address'; at: Date }
  | { kind: 'new-device-sign-in'; userId: string; deviceName: string; at: Date }
  | { kind: 'scheduled-payment-failed'; userId: string; paymentOrderId: string; reason: string; at: Date };

/** How the contact-changed text names what changed, in the copy of the recipient's language. */
const contactWords = (copy: MemberAlertsCopy): Record<Extract<MemberEvent, { kind: 'contact-changed' }>['contact'], string> => ({
  email: copy.contactEmail,
  phone: copy.contactPhone,
  address: copy.contactAddress,
});

/** The kinds of the version in force an event of `trigger` fires. */
const kindsOf = (kinds: readonly MemberAlertKind[], trigger: MemberEvent['kind']): MemberAlertKind[] => kinds.filter((kind) => kind.trigger === trigger);

/** Records a member event and sends the alerts the member chose for it (once per event). */
export async function reportMemberEvent(db: Kysely<Database>, event: MemberEvent): Promise<void> {
  const fired = kindsOf((await memberAlertsInForce(db)).kinds, event.kind);
  const ids = fired.map((kind) => kind.id);
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
    await startDefaultPreferences(trx, event.userId, fired, event.at);
    const preferences = await trx
      .selectFrom('alert_preferences')
      .selectAll()
      .where('subject_type', '=', 'member')
      .where('user_id', '=', event.userId)
      .where('enabled', '=', true)
      .where('kind', 'in', ids)
      .orderBy('id')
      .execute();
    const label = (copy: MemberAlertsCopy) => copy.memberSection;
    if (event.kind === 'contact-changed') {
      const { contact } = event;
      await sendAll(trx, preferences, `contact:${contact}:${event.at.toISOString()}`, label, (copy) => ({ contact: contactWords(copy)[contact], date: day }), event.at);
    } else {
      await sendAll(trx, preferences, `device:${event.deviceName}:${event.at.toISOString()}`, label, { device: event.deviceName, date: day }, event.at);
    }
  });
}

/**
 * The member-scope alerts config turns on by default (onByDefault: a sign-in from a new device, a contact change)
 * start, with their default channels, for a member who never chose: stored the first time such an event happens, so
 * the alert goes out and the member's settings show what was sent. A preference the member set is left as it is.
 */
async function startDefaultPreferences(trx: Transaction<Database>, userId: string, fired: readonly MemberAlertKind[], now: Date): Promise<void> {
  const defaults = fired.filter((kind) => kind.scope === 'member' && kind.onByDefault === true);
  for (const kind of defaults) {
    const has = (channel: (typeof kind.defaultChannels)[number]): boolean => kind.defaultChannels.includes(channel);
    await trx
      .insertInto('alert_preferences')
      .values({
        id: randomUUID(),
        user_id: userId,
        kind: kind.id,
        subject_type: 'member',
        arrangement_id: null,
        card_id: null,
        subject_key: 'member',
        enabled: true,
        threshold_cents: null,
        days_before: null,
        sms: has('SMS'),
        email: has('EMAIL'),
        push: has('PUSH'),
        message_center: has('MESSAGE_CENTER'),
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'subject_key']).doNothing())
      .execute();
  }
}

async function sendAll(db: Kysely<Database>, preferences: PreferenceRow[], eventKey: string, subjectLabel: AlertToSend['subjectLabel'], values: AlertToSend['values'], now: Date): Promise<void> {
  for (const preference of preferences) {
    await deliverAlert(db, { preference, eventKey, subjectLabel, values, now });
  }
}
