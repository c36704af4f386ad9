import { toPointer } from './json-pointer';
import type { UiNode } from './ui-schema';
import { uiOption } from './ui-schema';

/** A field's show rule: the names of other top-level fields and, for each, the values under which the field shows. */
export type ShowWhen = Readonly<Record<string, readonly unknown[]>>;

function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The `showWhen` rule of a uiSchema node (`"ui:options": { "showWhen": { ... } }`), if it has one. */
export function showWhenOf(node: unknown): ShowWhen | undefined {
  const uiNode = asRecord(node);
  if (!uiNode) return undefined;
  const rule = asRecord(uiOption(uiNode as UiNode, 'showWhen'));
  if (!rule) return undefined;
  return Object.fromEntries(Object.entries(rule).map(([field, values]) => [field, Array.isArray(values) ? values : []]));
}

/** Whether a field with `rule` shows for `data`: every field the rule names holds one of its values. */
export function isShown(rule: ShowWhen, data: unknown): boolean {
  const values = asRecord(data) ?? {};
  return Object.entries(rule).every(([field, allowed]) => allowed.includes(values[field]));
}

/**
 * The top-level fields a form hides for `data`: a field whose uiSchema has `"ui:options": { "showWhen": { "<other
 * field>": [values...] } }` shows only while every named field holds one of its values. A hidden field is neither
 * shown, nor sent, nor validated: the browser and the server evaluate this same rule.
 */
export function hiddenFields(uiSchema: unknown, data: unknown): Set<string> {
  const hidden = new Set<string>();
  for (const [name, node] of Object.entries(asRecord(uiSchema) ?? {})) {
    if (name.startsWith('ui:')) continue;
    const rule = showWhenOf(node);
    if (rule && !isShown(rule, data)) hidden.add(name);
  }
  return hidden;
}

/** Whether the JSON pointer `path` is one of the `hidden` top-level fields or lies inside one. */
export function isInHiddenField(path: string, hidden: ReadonlySet<string>): boolean {
  for (const name of hidden) {
    const pointer = toPointer([name]);
    if (path === pointer || path.startsWith(`${pointer}/`)) return true;
  }
  return false;
}

/** `data` without the hidden fields' values: what the member did not see is not sent. */
export function withoutHidden<T extends Readonly<Record<string, unknown>>>(data: T, hidden: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => !hidden.has(name))) as Partial<T>;
}
