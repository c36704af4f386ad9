import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeepReadonly, ModalButton } from '../../../engine/core';
import type { Precheck } from '../../../engine/core/generated/api.gen';
import { useBanners } from '../../../engine/react';
import { copyManifest } from '../../manifests';
import { buildInterceptItems, chooseInterceptModal, profileEditState, type InterceptItem, type InterceptKinds } from './intercept-items';
import { doneThisSession, firstTimeThisSession } from './once-per-session';
import { precheckQuery, remindMeLater } from '../../../screens/shared/precheck-api';

/** flags.json keys of the profile intercept: the master switch and one per contact kind. */
export const PROFILE_INTERCEPT_FLAGS = {
  master: 'show-profile-alerts',
  address: 'show-address-alert',
  phone: 'show-phone-alert',
  email: 'show-email-alert',
} as const;

const SESSION_KEY = 'profileIntercept';
// Shown when 'Remind Me Later' could not be saved (a modal's failing callback raises a banner).
const SAVE_FAILED_BANNER = 'modalActionFailed';

export interface ProfileInterceptState {
  /** Would show (or is showing) now: other prompts wait for it. */
  readonly pending: boolean;
  readonly open?: { readonly modalKey: string; readonly items: readonly InterceptItem[] };
  readonly busy: boolean;
  readonly onButton: (button: DeepReadonly<ModalButton>) => void;
}

export interface ProfileInterceptInput {
  /** Page, alert and flag conditions allow it (accounts summary, profile condition, master flag, flags settled). */
  readonly eligible: boolean;
  readonly precheck: Precheck | undefined;
  readonly flags: Readonly<Record<string, unknown>>;
  readonly externalId: string | undefined;
}

/**
 * The profile intercept: once per session, only when eligible and something is flagged; both buttons post
 * remind-me-later and refetch the precheck, 'Go to Profile' then opens the profile editing the first item.
 */
export function useProfileIntercept({ eligible, precheck, flags, externalId }: ProfileInterceptInput): ProfileInterceptState {
  const navigate = useNavigate();
  const banners = useBanners();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ProfileInterceptState['open']>(undefined);
  const [busy, setBusy] = useState(false);

  const kinds = useMemo<InterceptKinds>(
    () => ({ address: flags[PROFILE_INTERCEPT_FLAGS.address] === true, phone: flags[PROFILE_INTERCEPT_FLAGS.phone] === true, email: flags[PROFILE_INTERCEPT_FLAGS.email] === true }),
    [flags],
  );
  const items = useMemo(() => buildInterceptItems(precheck?.memberDetails, kinds, copyManifest.profileIntercept), [precheck, kinds]);
  const modalKey = chooseInterceptModal(items);
  const due = eligible && flags[PROFILE_INTERCEPT_FLAGS.master] === true && modalKey !== undefined;

  useEffect(() => {
    if (due && modalKey !== undefined && firstTimeThisSession(SESSION_KEY)) setOpen({ modalKey, items });
  }, [due, modalKey, items]);

  const onButton = useCallback(
    (button: DeepReadonly<ModalButton>) => {
      if (open === undefined || externalId === undefined) return;
      setBusy(true);
      void (async () => {
        try {
          await remindMeLater(externalId);
        } catch {
          banners.show({ key: SAVE_FAILED_BANNER });
        }
        setBusy(false);
        setOpen(undefined);
        void queryClient.invalidateQueries({ queryKey: precheckQuery.queryKey });
        if (button.action === 'navigate' && button.to !== undefined) void navigate(button.to, { state: profileEditState(open.items) });
      })();
    },
    [open, externalId, banners, queryClient, navigate],
  );

  const pending = open !== undefined || (due && !doneThisSession(SESSION_KEY));
  return { pending, busy, onButton, ...(open === undefined ? {} : { open }) };
}
