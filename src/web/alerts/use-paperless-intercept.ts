import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBanners, useModals } from '../../../engine/react';
import { firstTimeThisSession } from './once-per-session';
import { answerPaperless, precheckQuery, type PaperlessResponse } from '../../../screens/shared/precheck-api';

/** modals.json keys and button ids of the go-paperless prompt. */
export const PAPERLESS = {
  prompt: 'goPaperless',
  confirmation: 'goPaperlessConfirmation',
  goPaperlessButton: 'go-paperless',
  keepPaperButton: 'keep-paper',
  saveFailedBanner: 'goPaperlessSaveFailed',
  sessionKey: 'paperlessIntercept',
} as const;

/** The answer a closed prompt sends: its custom link keeps paper (PDP), anything else asks again later (RML). */
export function paperlessResponseFor(buttonId: string): PaperlessResponse {
  if (buttonId === PAPERLESS.goPaperlessButton) return 'GOP';
  if (buttonId === PAPERLESS.keepPaperButton) return 'PDP';
  return 'RML';
}

/**
 * The paperless intercept: once per session, when `eligible` (flag on, precheck asks, no other modal open).
 * Go Paperless saves GOP behind the modal's spinner, then the confirmation modal; dismissing sends RML, the custom
 * link PDP; a failed save shows the save-failure banner.
 */
export function usePaperlessIntercept(eligible: boolean): void {
  const modals = useModals();
  const banners = useBanners();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!eligible || !firstTimeThisSession(PAPERLESS.sessionKey)) return;
    let saveFailed = false;
    const save = async (response: PaperlessResponse) => {
      try {
        await answerPaperless(response);
      } catch {
        saveFailed = true;
      }
    };
    const run = async () => {
      const buttonId = await modals.open(PAPERLESS.prompt, {
        onAction: (id) => (id === PAPERLESS.goPaperlessButton ? save('GOP') : undefined),
        reportErrors: false,
      });
      if (buttonId !== PAPERLESS.goPaperlessButton) await save(paperlessResponseFor(buttonId));
      if (saveFailed) {
        banners.show({ key: PAPERLESS.saveFailedBanner });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: precheckQuery.queryKey });
      if (buttonId === PAPERLESS.goPaperlessButton) await modals.open(PAPERLESS.confirmation);
    };
    run().catch((error: unknown) => console.error(error));
  }, [eligible, modals, banners, queryClient]);
}
