import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core/template';
import { copyManifest } from '../../src/manifests';

const common = copyManifest.common;

export type BalanceFacts = Pick<ProductSummaryEntry, 'productKind' | 'availableBalanceCents' | 'bookedBalanceCents'>;

/**
 * What an account picker says about an account's money: deposits their available balance, a loan what is owed, a
 * card or line of credit what is owed and the credit left, an IRA (which has no available balance) its balance.
 */
export function balanceNote(account: BalanceFacts): string {
  switch (account.productKind) {
    case 'checking':
    case 'savings':
      return resolveTemplate(common.accountAvailable, { amount: formatCents(account.availableBalanceCents) });
    case 'autoLoan':
      return resolveTemplate(common.accountOwed, { amount: formatCents(account.bookedBalanceCents) });
    case 'creditCard':
    case 'heloc':
      return resolveTemplate(common.accountOwedAndAvailable, {
        owed: formatCents(account.bookedBalanceCents),
        available: formatCents(account.availableBalanceCents),
      });
    case 'ira':
      return resolveTemplate(common.accountBalance, { amount: formatCents(account.bookedBalanceCents) });
  }
}

/** "Everyday Checking ••••1234 — $2,345.67 available": a picker's choice for a member account. */
export function accountChoiceLabel(account: BalanceFacts & Pick<ProductSummaryEntry, 'name' | 'accountNumber'>): string {
  return resolveTemplate(common.accountWithNote, { account: `${account.name} ${account.accountNumber}`.trim(), note: balanceNote(account) });
}
