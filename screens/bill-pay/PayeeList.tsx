import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { FactList } from '../shared/flow/FactList';
import type { Payee } from './payees-api';

const copy = copyManifest.screens['bill-pay'];

export interface PayeeListProps {
  readonly payees: readonly Payee[];
  /** Each action is offered only when given (the user's permissions allow it). */
  readonly onPay?: (payee: Payee) => void;
  readonly onEdit?: (payee: Payee) => void;
  readonly onDelete?: (payee: Payee) => void;
}

/** The agreement's payees as cards: name, nickname, masked account, and what the member may do with each. */
export function PayeeList({ payees, onPay, onEdit, onDelete }: PayeeListProps) {
  if (payees.length === 0) return <p>{copy.payeesEmpty}</p>;
  return (
    <ul className="pay-list">
      {payees.map((payee) => (
        <li key={payee.id} className="pay-item card">
          <h3 className="pay-item__title">{payee.name}</h3>
          <FactList
            rows={[
              ...(payee.nickname ? [{ label: copy.payeeNickname, value: payee.nickname }] : []),
              { label: copy.payeeAccount, value: payee.maskedAccountNumber },
              { label: copy.payeeAddress, value: `${payee.addressLine1}, ${payee.city}, ${payee.state} ${payee.zipCode}` },
            ]}
          />
          {onPay || onEdit || onDelete ? (
            <p className="flow-actions">
              {onPay ? (
                <button type="button" className="button" aria-label={resolveTemplate(copy.payBillLabel, { name: payee.name })} onClick={() => onPay(payee)}>
                  {copy.payPayee}
                </button>
              ) : null}
              {onEdit ? (
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.editPayeeLabel, { name: payee.name })} onClick={() => onEdit(payee)}>
                  {copy.editPayee}
                </button>
              ) : null}
              {onDelete ? (
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.deletePayeeLabel, { name: payee.name })} onClick={() => onDelete(payee)}>
                  {copy.deletePayee}
                </button>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
