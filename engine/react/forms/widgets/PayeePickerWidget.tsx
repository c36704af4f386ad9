import type { WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';
import { ContextSelect } from './ContextSelect';

/** `"ui:widget": "payee-picker"`: the payees of the form context, labelled by name (and masked number), by id. */
export function PayeePickerWidget(props: WidgetProps) {
  const payees = (props.registry.formContext as SchemaFormContext | undefined)?.payees ?? [];
  const choices = payees.map((payee) => ({
    id: payee.id,
    label: payee.accountNumber ? `${payee.name} ${payee.accountNumber}` : payee.name,
  }));
  return <ContextSelect {...props} choices={choices} />;
}
