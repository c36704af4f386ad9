import type { WidgetProps } from '@rjsf/utils';
import type { ChoiceOption, SchemaFormContext } from '../form-context';

/**
 * The choices a `choice-*` widget offers: the form context's `choiceLists[ui:options.choiceList]`; none when the
 * context has no lists at all (as an account picker offers no accounts). A context with lists must have the one asked
 * for: otherwise this throws naming the known lists, so a misnamed list fails loudly, not as an empty box.
 */
export function choicesFor(props: Pick<WidgetProps, 'registry' | 'options'>): readonly ChoiceOption[] {
  const lists = (props.registry.formContext as SchemaFormContext | undefined)?.choiceLists;
  if (lists === undefined) return [];
  const name = props.options.choiceList;
  const list = typeof name === 'string' ? lists[name] : undefined;
  if (!list) throw new Error(`No choice list "${String(name)}" in the form context (known: ${Object.keys(lists).join(', ') || 'none'})`);
  return list;
}

/** A chosen id as the field's schema type wants it: a number for integer and number fields, else the string. */
export function typedChoice(schemaType: unknown, id: string): string | number | undefined {
  if (id === '') return undefined;
  return schemaType === 'integer' || schemaType === 'number' ? Number(id) : id;
}
