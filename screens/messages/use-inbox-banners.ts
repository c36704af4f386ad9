import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBanners } from '../../engine/react';

/** banners.json keys of the message center. */
export const INBOX_BANNERS = {
  dataProblem: 'messagesDataProblem',
  deleted: 'messageDeleted',
  statusUpdated: 'messageStatusUpdated',
  statusFailed: 'messageStatusFailed',
} as const;

type InboxBanner = (typeof INBOX_BANNERS)[keyof typeof INBOX_BANNERS];

const ACTION_BANNERS: readonly InboxBanner[] = [INBOX_BANNERS.deleted, INBOX_BANNERS.statusUpdated, INBOX_BANNERS.statusFailed];

/**
 * The inbox's banners by key: an action's outcome replaces the earlier one (a new outcome is what the member needs
 * to read), and all are taken down when the member leaves the message center (the host keeps banners across pages).
 */
export interface InboxBanners {
  readonly show: (key: InboxBanner) => void;
  readonly dismiss: (key: InboxBanner) => void;
}

export function useInboxBanners(): InboxBanners {
  const banners = useBanners();
  const shown = useRef(new Map<InboxBanner, string>());
  const dismiss = useCallback(
    (key: InboxBanner) => {
      const id = shown.current.get(key);
      if (id !== undefined) banners.dismiss(id);
      shown.current.delete(key);
    },
    [banners],
  );
  const show = useCallback(
    (key: InboxBanner) => {
      // An action's outcome replaces the last one (itself included, so it is announced again); the data problem
      // stays up until the list loads.
      if (key !== INBOX_BANNERS.dataProblem) for (const action of ACTION_BANNERS) dismiss(action);
      shown.current.set(key, banners.show({ key }));
    },
    [banners, dismiss],
  );
  useEffect(() => {
    const current = shown.current;
    return () => {
      for (const id of current.values()) banners.dismiss(id);
      current.clear();
    };
  }, [banners]);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}
