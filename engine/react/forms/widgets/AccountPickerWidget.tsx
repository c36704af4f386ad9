import type { WidgetProps } from '@rjsf/utils';
import type { AccountOption, SchemaFormContext } from '../form-context';
import { ContextSelect } from './ContextSelect';

/** A context without named lists offers its accounts to every picker; one with lists must have the name asked for. */
function accountsFor(context: SchemaFormContext | undefined, list: unknown): readonly AccountOption[] {
  if (typeof list !== 'string' || context?.accountLists === undefined) return context?.accounts ?? [];
  const named = context?.accountLists?.[list];
  if (!named) {
    const known = Object.keys(context?.accountLists ?? {}).join(', ') || 'none';
    throw new Error(`No account list "${list}" in the form context (known: ${known})`);
  }
  return named;
}

/**
 * `"ui:widget": "account-picker"`: the accounts of the form context (or of `ui:options.accountList`), labelled by
 * name and masked number or the label the screen gave (under their `group` heading, if any), stored by account id.
 * The chosen account's `note` shows under the picker and describes it.
 */
export function AccountPickerWidget(props: WidgetProps) {
  const accounts = accountsFor(props.registry.formContext as SchemaFormContext | undefined, props.options.accountList);
  const choices = accounts.map((account) => ({ id: account.id, label: account.label ?? `${account.name} ${account.accountNumber}`.trim(), group: account.group }));
  const note = accounts.find((account) => account.id === props.value)?.note;
  const noteId = `${props.id}__note`;
  return (
    <>
      <ContextSelect {...props} choices={choices} describedByIds={note ? [noteId] : []} />
      <p className="form-field__hint" id={noteId}>
        {note}
      </p>
    </>
  );
}
