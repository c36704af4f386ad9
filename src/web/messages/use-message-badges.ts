import { useQuery } from '@tanstack/react-query';
import { pluralText } from '../../../engine/core/plural';
import type { MenuItemBadges } from '../../../engine/react';
import { activeLocale } from '../../../engine/react/locale';
import { messageIndicatorQuery } from '../../../screens/shared/message-indicator';
import { appManifest, copyManifest } from '../../manifests';

/** The menus.json item (header actions) the unread badge sits on: the mail icon. */
export const MESSAGE_CENTER_MENU_ITEM = 'message-center';

const NO_BADGES: MenuItemBadges = {};

/** The badge's words in the page's language: "1 unread message", "3 unread messages". */
export function unreadLabel(count: number): string {
  return pluralText(copyManifest.layout.unreadMessages, count, activeLocale());
}

/**
 * The header's message-center badge: shown while the indicator says something is unread, gone once all is
 * read. Asks only when the member can see the mail icon (`enabled`), polling at app.json's interval.
 */
export function useMessageBadges(enabled: boolean): MenuItemBadges {
  const indicator = useQuery({ ...messageIndicatorQuery(appManifest.messages.indicatorPollSeconds * 1000), enabled });
  const answer = indicator.data;
  if (!enabled || answer === undefined || !answer.newMessagePresent) return NO_BADGES;
  return { [MESSAGE_CENTER_MENU_ITEM]: { label: unreadLabel(answer.unreadCount) } };
}
