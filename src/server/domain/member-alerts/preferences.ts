import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkPreferenceInputs, kindsFor, type PreferenceInput } from '../../../../engine/core/alert-preference-rules';
import type {
  CardNotification,
  NotificationArrangementAccounts,
  NotificationChannels,
  NotificationHistory,
  NotificationPref,
  NotificationPreferencesUpdate,
  NotificationPrefOption,
} from '../../../../engine/core/generated/api.gen';
import type { MemberAlertChannel, MemberAlertKind, MemberAlertsManifest } from '../../../../engine/core/generated/manifests.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import type { Arrangement, Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { LocaleTag } from '../../i18n/locales';
import { cardQuery } from '../cards/card-scope';
import type { MemberScope } from '../member-scope';
import { visibleArrangements } from '../visible-arrangements';
import { memberAlertsInForce } from './alerts-in-force';
import { accountLabel, type PreferenceRow } from './deliver';

interface CardSubject {
  id: string;
  arrangementId: string;
  lastFour: string;
  cardKind: 'debit' | 'credit';
  holderName: string;
}

/** What the session can set alerts for: open accounts with alert kinds, and their cards that are not closed. */
async function subjectsOf(db: Kysely<Database>, scope: MemberScope, manifest: MemberAlertsManifest): Promise<{ accounts: Arrangement[]; cards: CardSubject[] }> {
  const open = await visibleArrangements(db, scope);
  const cardRows = scope.agreementIds.length === 0 ? [] : await cardQuery(db, scope).where('c.status', '<>', 'CL').orderBy('c.last_four').orderBy('c.id').execute();
  const openIds = new Set(open.map((account) => account.id));
  const cards = cardRows
    .filter((card) => openIds.has(card.arrangement_id))
    .map((card) => ({ id: card.id, arrangementId: card.arrangement_id, lastFour: card.last_four, cardKind: card.card_kind, holderName: card.holder_name }));
  const accounts = open.filter((account) => accountKinds(manifest, account).length > 0 || cards.some((card) => card.arrangementId === account.id));
  return { accounts, cards };
}

// Each reads the manifest of the version in force (memberAlertsInForce), read once per request.
const accountKinds = (manifest: MemberAlertsManifest, account: Pick<Arrangement, 'product_kind'>): MemberAlertKind[] =>
  kindsFor(manifest.kinds, { scope: 'account', productKind: account.product_kind });
const cardKinds = (manifest: MemberAlertsManifest): MemberAlertKind[] => kindsFor(manifest.kinds, { scope: 'card' });
const memberKinds = (manifest: MemberAlertsManifest): MemberAlertKind[] => kindsFor(manifest.kinds, { scope: 'member' });

const cardName = (manifest: MemberAlertsManifest, card: CardSubject): string => resolveTemplate(manifest.copy.cardLabel, { lastFour: card.lastFour });

function channelsOf(row: Pick<PreferenceRow, 'sms' | 'email' | 'push' | 'message_center'>): NotificationChannels {
  return { sms: row.sms, email: row.email, push: row.push, messageCenter: row.message_center };
}

function defaultChannels(kind: MemberAlertKind): NotificationChannels {
  const has = (channel: MemberAlertChannel): boolean => kind.defaultChannels.includes(channel);
  return { sms: has('SMS'), email: has('EMAIL'), push: has('PUSH'), messageCenter: has('MESSAGE_CENTER') };
}

/** A kind's option as stored, or its defaults (off unless config says onByDefault) when the member never set it. */
function optionOf(kind: MemberAlertKind, row: PreferenceRow | undefined): NotificationPrefOption {
  const amount = row?.threshold_cents ?? kind.amount?.defaultCents;
  const days = row?.days_before ?? kind.days?.default;
  return {
    kind: kind.id,
    // Never set: off, but for the security alerts config turns on by default (member-events.ts starts them so).
    enabled: row?.enabled ?? (kind.scope === 'member' && kind.onByDefault === true),
    ...(kind.amount && amount !== undefined ? { amountCents: amount } : {}),
    ...(kind.days && days !== undefined ? { days } : {}),
    channels: row ? channelsOf(row) : defaultChannels(kind),
  };
}

async function smsOptedOut(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('alert_member_settings').select('sms_opted_out').where('user_id', '=', userId).executeTakeFirst())?.sms_opted_out ?? false;
}

/**
 * The session user's notification preferences (the notificationPref shape): their own (Security), each account's and each
 * card's; with `arrangementsId`, that account's and its cards' only (404 for an account the session does not reach).
 */
export async function readPreferences(db: Kysely<Database>, scope: MemberScope, arrangementsId?: string): Promise<NotificationPref[]> {
  const manifest = await memberAlertsInForce(db);
  const { accounts, cards } = await subjectsOf(db, scope, manifest);
  if (arrangementsId !== undefined && !accounts.some((account) => account.id === arrangementsId)) throw new ApiProblem(404, 'NOT_FOUND', '/arrangementsId');
  const [rows, optedOut] = await Promise.all([db.selectFrom('alert_preferences').selectAll().where('user_id', '=', scope.userId).execute(), smsOptedOut(db, scope.userId)]);
  const stored = (kind: string, subjectKey: string): PreferenceRow | undefined => rows.find((row) => row.kind === kind && row.subject_key === subjectKey);
  const prefs: NotificationPref[] = [];
  if (arrangementsId === undefined) {
    prefs.push({
      categoryName: manifest.categories.member,
      smsOptedOutFlag: optedOut,
      name: manifest.categories.member,
      notificationPrefOption: memberKinds(manifest).map((kind) => optionOf(kind, stored(kind.id, 'member'))),
    });
  }
  for (const account of accounts) {
    if (arrangementsId !== undefined && account.id !== arrangementsId) continue;
    const kinds = accountKinds(manifest, account);
    if (kinds.length > 0) {
      prefs.push({
        categoryName: manifest.categories.account,
        smsOptedOutFlag: optedOut,
        arrangementsId: account.id,
        name: accountLabel(account),
        notificationPrefOption: kinds.map((kind) => optionOf(kind, stored(kind.id, account.id))),
      });
    }
    for (const card of cards.filter((candidate) => candidate.arrangementId === account.id)) {
      prefs.push({
        categoryName: manifest.categories.card,
        smsOptedOutFlag: optedOut,
        arrangementsId: account.id,
        cardId: card.id,
        name: cardName(manifest, card),
        cardNotification: cardKinds(manifest).map((kind) => ({ cardId: card.id, ...optionOf(kind, stored(kind.id, card.id)) })),
      });
    }
  }
  return prefs;
}

/** The accounts and cards alerts can be set for (GET …/notifications/arrangements-accounts). */
export async function arrangementAccounts(db: Kysely<Database>, scope: MemberScope): Promise<NotificationArrangementAccounts> {
  const manifest = await memberAlertsInForce(db);
  const { accounts, cards } = await subjectsOf(db, scope, manifest);
  return {
    accounts: accounts.map((account) => ({
      arrangementsId: account.id,
      name: account.name,
      maskedNumber: `…${account.account_number.slice(-4)}`,
      productKind: account.product_kind,
      alertKinds: accountKinds(manifest, account).map((kind) => kind.id),
      cards: cards.filter((card) => card.arrangementId === account.id).map((card) => ({ cardId: card.id, lastFour: card.lastFour, cardKind: card.cardKind, holderName: card.holderName })),
    })),
  };
}

function badRequest(errors: { path: string; message: string }[]): ApiProblem {
  return ApiProblem.worded(400, 'BAD_REQUEST', errors);
}

interface Write {
  subjectType: 'member' | 'account' | 'card';
  arrangementId: string | null;
  cardId: string | null;
  option: NotificationPrefOption;
  kind: MemberAlertKind;
}

const toInput = (option: NotificationPrefOption): PreferenceInput => ({ kind: option.kind, enabled: option.enabled, amountCents: option.amountCents, days: option.days, channels: option.channels });

/**
 * A change of preferences (…/member-notifications-preferences/mod), all or nothing: the subject is the member
 * (no arrangementsId), an account the session reaches (arrangementsId) or cards the session reaches (cardNotification,
 * on that account when arrangementsId is given); another member's account or card is a 404, anything config does not
 * allow (kind, amount, days, channels, category) a 400, and in both cases nothing is written. Answers the changed
 * subjects' preferences as read.
 */
export async function updatePreferences(db: Kysely<Database>, scope: MemberScope, body: NotificationPreferencesUpdate, now: Date, locale?: LocaleTag): Promise<NotificationPref[]> {
  const pref = body.notificationPref;
  const options = pref.notificationPrefOption;
  const cardOptions = pref.cardNotification;
  const manifest = await memberAlertsInForce(db);
  // The refusals in the reader's words: a language changes only the words (labels, copy), never a kind's rules, so the
  // same checks over the reader's manifest find the same faults. Categories are matched on the release's names.
  const words = locale === undefined ? manifest : await memberAlertsInForce(db, locale);
  if (options !== undefined && cardOptions !== undefined) {
    throw badRequest([{ path: '/notificationPref/cardNotification', message: resolveTemplate(words.copy.errorCategory, { category: pref.categoryName }) }]);
  }
  const { accounts, cards } = await subjectsOf(db, scope, manifest);
  const account = body.arrangementsId === undefined ? undefined : accounts.find((candidate) => candidate.id === body.arrangementsId);
  if (body.arrangementsId !== undefined && !account) throw new ApiProblem(404, 'NOT_FOUND', '/arrangementsId');

  const writes: Write[] = [];
  const violations: { path: string; message: string }[] = [];
  let category: string;
  let categoryWords: string;
  if (cardOptions !== undefined) {
    category = manifest.categories.card;
    categoryWords = words.categories.card;
    cardOptions.forEach((option, index) => {
      const card = cards.find((candidate) => candidate.id === option.cardId);
      if (!card || (account && card.arrangementId !== account.id)) throw new ApiProblem(404, 'NOT_FOUND', `/notificationPref/cardNotification/${index}/cardId`);
    });
    const byCard = new Map<string, { option: CardNotification; index: number }[]>();
    cardOptions.forEach((option, index) => byCard.set(option.cardId, [...(byCard.get(option.cardId) ?? []), { option, index }]));
    for (const [cardId, list] of byCard) {
      for (const violation of checkPreferenceInputs(list.map(({ option }) => toInput(option)), cardKinds(words), words.copy)) {
        violations.push({ path: `/notificationPref/cardNotification/${list[violation.index]!.index}/${violation.field}`, message: violation.message });
      }
      for (const { option } of list) {
        const kind = cardKinds(manifest).find((candidate) => candidate.id === option.kind);
        if (kind) writes.push({ subjectType: 'card', arrangementId: null, cardId, option, kind });
      }
    }
  } else {
    const offered = account ? accountKinds(manifest, account) : memberKinds(manifest);
    category = account ? manifest.categories.account : manifest.categories.member;
    categoryWords = account ? words.categories.account : words.categories.member;
    const offeredWords = account ? accountKinds(words, account) : memberKinds(words);
    for (const violation of checkPreferenceInputs((options ?? []).map(toInput), offeredWords, words.copy)) {
      violations.push({ path: `/notificationPref/notificationPrefOption/${violation.index}/${violation.field}`, message: violation.message });
    }
    for (const option of options ?? []) {
      const kind = offered.find((candidate) => candidate.id === option.kind);
      if (kind) writes.push({ subjectType: account ? 'account' : 'member', arrangementId: account?.id ?? null, cardId: null, option, kind });
    }
  }
  if (pref.categoryName !== category) violations.unshift({ path: '/notificationPref/categoryName', message: resolveTemplate(words.copy.errorCategory, { category: categoryWords }) });
  if (violations.length > 0) throw badRequest(violations);

  await db.transaction().execute(async (trx) => {
    if (pref.smsOptedOutFlag !== undefined) {
      await trx
        .insertInto('alert_member_settings')
        .values({ user_id: scope.userId, sms_opted_out: pref.smsOptedOutFlag, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ sms_opted_out: pref.smsOptedOutFlag, updated_at: now }))
        .execute();
    }
    for (const write of writes) {
      const { option, kind } = write;
      const values = {
        enabled: option.enabled,
        // A kind without an amount or days stores none; an off alert keeps what the member last chose.
        threshold_cents: kind.amount ? (option.amountCents ?? kind.amount.defaultCents) : null,
        days_before: kind.days ? (option.days ?? kind.days.default) : null,
        sms: option.channels.sms,
        email: option.channels.email,
        push: option.channels.push,
        message_center: option.channels.messageCenter,
        updated_at: now,
      };
      await trx
        .insertInto('alert_preferences')
        .values({
          id: randomUUID(),
          user_id: scope.userId,
          kind: kind.id,
          subject_type: write.subjectType,
          arrangement_id: write.arrangementId,
          card_id: write.cardId,
          subject_key: write.cardId ?? write.arrangementId ?? 'member',
          ...values,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'subject_key']).doUpdateSet(values))
        .execute();
    }
  });

  const all = await readPreferences(db, scope);
  if (cardOptions !== undefined) {
    const changed = new Set(cardOptions.map((option) => option.cardId));
    return all.filter((entry) => entry.cardId !== undefined && changed.has(entry.cardId));
  }
  return all.filter((entry) => entry.cardId === undefined && entry.arrangementsId === account?.id);
}

/** The alerts sent to the session user, newest first (config's history limit). */
export async function alertHistory(db: Kysely<Database>, userId: string): Promise<NotificationHistory> {
  const manifest = await memberAlertsInForce(db);
  const rows = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'kind', 'subject_label', 'body', 'channels', 'sent_at', 'message_id'])
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .limit(manifest.history.limit)
    .execute();
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subjectLabel: row.subject_label,
      text: row.body,
      channels: row.channels === '' ? [] : (row.channels.split(',') as MemberAlertChannel[]),
      sentAt: row.sent_at.toISOString(),
      messageId: row.message_id,
    })),
  };
}
