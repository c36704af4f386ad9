import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import type { DisputeTransaction } from '../../engine/core/generated/api.gen';
import type { ApiErrorItem } from '../../engine/react';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { copy } from './claims-copy';

/** The dispute form's fields an error can point at; `form` is an error of no one field. */
export type DisputeField = 'reason' | 'amount' | 'duplicate' | 'form';

export interface DisputeFormProblem {
  readonly field: DisputeField;
  readonly message: string;
}

export interface DisputeFormValues {
  readonly reasonId: string;
  readonly amount: string;
  readonly duplicateOfId: string;
}

export const reasonOf = (reasonId: string) => disputesManifest.reasons.find((reason) => reason.id === reasonId);

/** The amount the form shows for a transaction: its whole amount, as the member would type it ("1,234.56"). */
export const wholeAmountText = (transaction: Pick<DisputeTransaction, 'amountCents'>): string => formatCents(transaction.amountCents).replace('$', '');

/**
 * Every problem of the form before it is sent, in the order of its fields: a reason chosen, an amount from a cent up to
 * the transaction's, and for a reason that asks for it the other charge. The server checks all of it again.
 */
export function checkDisputeForm(values: DisputeFormValues, transaction: Pick<DisputeTransaction, 'amountCents'>): DisputeFormProblem[] {
  const problems: DisputeFormProblem[] = [];
  const reason = reasonOf(values.reasonId);
  if (!reason) problems.push({ field: 'reason', message: copy.reasonMissing });
  const cents = parseAmountToCents(values.amount.replace('$', ''));
  if (cents === null || cents < 1 || cents > transaction.amountCents) problems.push({ field: 'amount', message: resolveTemplate(copy.amountInvalid, { amount: formatCents(transaction.amountCents) }) });
  if (reason?.asksDuplicateOf === true && values.duplicateOfId === '') problems.push({ field: 'duplicate', message: disputesManifest.errors.duplicateOfMissing });
  return problems;
}

const FIELD_OF_PATH: Readonly<Record<string, DisputeField>> = { '/reasonId': 'reason', '/amountCents': 'amount', '/duplicateOfTransactionId': 'duplicate' };

/** The server's refusal of a filing, each error on the field its path names. */
export const problemsOfAnswer = (errors: readonly ApiErrorItem[], fallback: string): DisputeFormProblem[] =>
  errors.length === 0 ? [{ field: 'form', message: fallback }] : errors.map((error) => ({ field: FIELD_OF_PATH[error.path] ?? 'form', message: error.message }));
