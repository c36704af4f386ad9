import { useCallback } from 'react';
import { ACCESS_MODALS, ApiError, useModals } from '../../../engine/react';

/** The server refused the call for who the user is (403), not for what they typed. */
export const isPermissionDenied = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/**
 * A refused action: a 403 opens the permission-denied modal (Cancel, Contact Us) instead of showing the
 * refusal as an input error. The returned function answers whether it took the error.
 */
export function usePermissionDenied(): (error: unknown) => boolean {
  const modals = useModals();
  return useCallback(
    (error: unknown) => {
      if (!isPermissionDenied(error)) return false;
      modals.open(ACCESS_MODALS.permissionDenied).catch((failure: unknown) => console.error(failure));
      return true;
    },
    [modals],
  );
}
