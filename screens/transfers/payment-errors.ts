import { ApiError } from '../../engine/react';

/** Whether the server asked for an acknowledgement the browser could not know was needed (an amount due). */
export const asksForAcknowledgement = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && error.errors.some((item) => item.path.startsWith('/acknowledgements'));
