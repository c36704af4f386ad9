import { ACTION_REASON_HEADER } from '../../engine/react';

/**
 * The header that carries a staff action's reason (URI-encoded: a header is Latin-1 only). A request sent with it is
 * not answered 428, so a screen that asked the reason itself is not followed by the app-wide reason prompt.
 */
export const actionReasonHeaders = (reason: string): Readonly<Record<string, string>> => ({ [ACTION_REASON_HEADER]: encodeURIComponent(reason) });
