import type { TransactionCategoryList, TransactionItem } from '../../engine/core/generated/api.gen';

export interface TransactionCategorySelectProps {
  readonly transaction: TransactionItem;
  readonly categories: TransactionCategoryList;
  readonly label: string;
  readonly disabled: boolean;
  readonly onChange: (categoryId: number) => void;
}

/** The transaction's category as a select of the level-2 categories under their groups; a choice is sent at once. */
export function TransactionCategorySelect({ transaction, categories, label, disabled, onChange }: TransactionCategorySelectProps) {
  const groups = categories.filter((category) => category.level === 1);
  const choices = categories.filter((category) => category.level === 2);
  const ungrouped = choices.filter((choice) => !groups.some((group) => group.id === choice.parentId));
  const known = choices.some((choice) => choice.id === transaction.categoryId);
  return (
    <select
      className="transaction__category"
      aria-label={label}
      value={String(transaction.categoryId)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {known ? null : <option value={String(transaction.categoryId)}>{transaction.category}</option>}
      {groups.map((group) => (
        <optgroup key={group.id} label={group.name}>
          {choices
            .filter((choice) => choice.parentId === group.id)
            .map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
        </optgroup>
      ))}
      {ungrouped.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
