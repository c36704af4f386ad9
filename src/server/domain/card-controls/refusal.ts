import type { ApiError } from '../../../../engine/core/generated/api.gen';

/** A request the card rules refuse (422), with the copy of config/cards.json; nothing was written. */
export interface Refusal {
  refused: true;
  errors: ApiError[];
}

export const refuse = (path: string, message: string): Refusal => ({ refused: true, errors: [{ path, message }] });

export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && (value as Refusal).refused === true;
