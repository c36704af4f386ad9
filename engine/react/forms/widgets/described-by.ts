import { descriptionId, errorId, helpId } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';

/** Ids that exist in the DOM for this widget's field: shown error, description, help, plus any of the widget's own. */
export function describedBy(props: Pick<WidgetProps, 'id' | 'schema' | 'uiSchema' | 'options'>, error: string | undefined, ...extra: string[]): string | undefined {
  const ids: string[] = [];
  if (error) ids.push(errorId(props.id));
  if (props.schema.description || props.options.description) ids.push(descriptionId(props.id));
  if (props.uiSchema?.['ui:help']) ids.push(helpId(props.id));
  ids.push(...extra);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
