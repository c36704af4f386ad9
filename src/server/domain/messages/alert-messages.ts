import { randomUUID } from 'node:crypto';
import { messagesManifest } from '../../../manifests/messages-manifest';
import { newConfirmationNumber } from './confirmation-number';
import { fillTokens } from './message-problem';
import type { Db } from './message-rows';

/**
 * A card alert's text, also left in the membership's message center as an Unread Text/SMS message (config/messages.json
 * cardAlerts), so the alert the member was texted is there when they sign in.
 */
export async function recordCardAlertMessage(db: Db, input: { agreementId: string; lastFour: string; text: string; now: Date }): Promise<void> {
  const owner = await db.selectFrom('service_agreements').select('primary_user_id').where('id', '=', input.agreementId).executeTakeFirst();
  if (!owner?.primary_user_id) return;
  const id = randomUUID();
  await db
    .insertInto('messages')
    .values({
      id,
      owner_id: owner.primary_user_id,
      author_id: null,
      thread_id: id,
      message_type: 'Text/SMS',
      status: 'Unread',
      direction: 'inbound',
      confirmation_number: newConfirmationNumber(),
      topic_id: messagesManifest.cardAlerts.topicId,
      subject: fillTokens(messagesManifest.cardAlerts.subject, { lastFour: input.lastFour }),
      body: input.text,
      sent_at: input.now,
    })
    .execute();
}
