import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { channelsToSend } from '../../../../engine/core/alert-preference-rules';
import type { MemberAlertsCopy } from '../../../../engine/core/generated/manifests.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import type { AlertPreferencesTable, Database } from '../../db/schema';
import { activePhones, pushDevicesOf } from '../../messaging/contact-points';
import { newConfirmationNumber } from '../messages/confirmation-number';
import { languageOf } from '../../i18n/user-language';
import { memberAlertsInForce } from './alerts-in-force';

export type Db = Kysely<Database> | Transaction<Database>;
export type PreferenceRow = Selectable<AlertPreferencesTable>;

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** yyyy-mm-dd as the member reads it (mm/dd/yyyy). */
export function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
}

/** An account as alerts name it: its name and the last four digits of its number. */
export function accountLabel(account: { name: string; account_number: string }): string {
  return `${account.name} (…${account.account_number.slice(-4)})`;
}

type AlertValues = Readonly<Record<string, string>>;

export interface AlertToSend {
  preference: PreferenceRow;
  /** What happened, unique for the preference: the same key never alerts twice. */
  eventKey: string;
  /** What the alert is about (an account, a card), named with the member-alerts copy in the recipient's language. */
  subjectLabel: string | ((copy: MemberAlertsCopy) => string);
  /** The values the kind's subject and text name (amounts, dates, the account; words from the copy in the recipient's language). */
  values: AlertValues | ((copy: MemberAlertsCopy) => AlertValues);
  now: Date;
}

/**
 * The alert's words in the language of the member it goes to (the preference's user): the kind's subject and text
 * from config/member-alerts.json, as the version in force has it, with that language's overlay; and the message
 * center topic it is filed under. Undefined for a kind config no longer has.
 */
async function alertWords(db: Db, alert: AlertToSend): Promise<{ subjectLabel: string; subject: string; text: string; topicId: string } | undefined> {
  const manifest = await memberAlertsInForce(db, await languageOf(db, alert.preference.user_id));
  const kind = manifest.kinds.find((candidate) => candidate.id === alert.preference.kind);
  if (!kind) return undefined;
  const values = typeof alert.values === 'function' ? alert.values(manifest.copy) : alert.values;
  return {
    subjectLabel: typeof alert.subjectLabel === 'string' ? alert.subjectLabel : alert.subjectLabel(manifest.copy),
    subject: resolveTemplate(kind.subject, values),
    text: resolveTemplate(kind.text, values),
    topicId: manifest.messageCenter.topicId,
  };
}

/** Whose message center holds an alert: the membership's member for an account or card, else the member themselves. */
async function messageOwner(trx: Transaction<Database>, preference: PreferenceRow): Promise<string> {
  let arrangementId = preference.arrangement_id;
  if (arrangementId === null && preference.card_id !== null) {
    arrangementId = (await trx.selectFrom('cards').select('arrangement_id').where('id', '=', preference.card_id).executeTakeFirst())?.arrangement_id ?? null;
  }
  if (arrangementId === null) return preference.user_id;
  const owner = await trx
    .selectFrom('arrangements as a')
    .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
    .select('s.primary_user_id')
    .where('a.id', '=', arrangementId)
    .executeTakeFirst();
  return owner?.primary_user_id ?? preference.user_id;
}

/**
 * Sends one alert, exactly once per (preference, event): the delivery row is claimed first (the unique key makes a
 * second claim a no-op, whoever races), then the alert goes to the chosen channels the member can be reached by (the
 * outbox stands for the SMS, e-mail and push providers; in demo mode GET /api/dev/outbox shows it) and into the message
 * center. All in the caller's transaction, so a posting that rolls back sends nothing. Returns whether it was sent now.
 */
export async function deliverAlert(db: Db, alert: AlertToSend): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const { preference, now } = alert;
    const words = await alertWords(trx, alert);
    if (!words) return false;
    const claimed = await trx
      .insertInto('alert_deliveries')
      .values({
        id: randomUUID(),
        preference_id: preference.id,
        user_id: preference.user_id,
        kind: preference.kind,
        event_key: alert.eventKey,
        subject_label: words.subjectLabel,
        body: words.text,
        channels: '',
        message_id: null,
        sent_at: now,
      })
      .onConflict((conflict) => conflict.columns(['preference_id', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;

    const userId = preference.user_id;
    const [phones, email, devices, settings] = await Promise.all([
      activePhones(trx, userId),
      trx.selectFrom('member_electronic_addresses').select('email_address').where('user_id', '=', userId).where('status', '=', 'ACTIVE').orderBy('id').executeTakeFirst(),
      pushDevicesOf(trx, userId),
      trx.selectFrom('alert_member_settings').select('sms_opted_out').where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const phone = phones[0];
    const device = devices[0];
    const channels = channelsToSend(
      { sms: preference.sms, email: preference.email, push: preference.push, messageCenter: preference.message_center },
      settings?.sms_opted_out ?? false,
      { phone: phone !== undefined, email: email !== undefined, push: device !== undefined },
    );
    const outbox = (channel: 'SMS' | 'EMAIL' | 'PUSH', recipient: string, body: string) =>
      trx.insertInto('outbox_messages').values({ id: randomUUID(), user_id: userId, channel, recipient, body, transaction_id: null, created_at: now }).execute();
    if (channels.includes('SMS') && phone) await outbox('SMS', phone.number, words.text);
    if (channels.includes('EMAIL') && email) await outbox('EMAIL', email.email_address, `${words.subject}\n\n${words.text}`);
    if (channels.includes('PUSH') && device) await outbox('PUSH', device.device_name, words.text);
    let messageId: string | null = null;
    if (channels.includes('MESSAGE_CENTER')) {
      messageId = randomUUID();
      await trx
        .insertInto('messages')
        .values({
          id: messageId,
          owner_id: await messageOwner(trx, preference),
          author_id: null,
          thread_id: messageId,
          message_type: 'Text/SMS',
          status: 'Unread',
          direction: 'inbound',
          confirmation_number: newConfirmationNumber(),
          topic_id: words.topicId,
          subject: words.subject,
          body: words.text,
          sent_at: now,
        })
        .execute();
    }
    await trx.updateTable('alert_deliveries').set({ channels: channels.join(','), message_id: messageId }).where('id', '=', claimed.id).execute();
    return true;
  });
}
