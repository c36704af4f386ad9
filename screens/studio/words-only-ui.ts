import type { UiSchema } from '@rjsf/utils';
import { isTextPointer, pointerAppend, type TextPointerPatterns } from '../../engine/core/text-pointers';

type Ui = Record<string, unknown>;

const LOCKED: Ui = { 'ui:readonly': true };
const isObject = (value: unknown): value is Ui => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Two items' forms as one (a list's items share theirs): a field either may change the words of stays open. */
function eitherOpen(first: Ui, second: Ui): Ui {
  const merged: Ui = { ...first, ...second };
  if (first['ui:readonly'] !== true || second['ui:readonly'] !== true) delete merged['ui:readonly'];
  for (const key of Object.keys(merged)) {
    const [a, b] = [first[key], second[key]];
    if (!key.startsWith('ui:') && isObject(a) && isObject(b)) merged[key] = eitherOpen(a, b);
  }
  return merged;
}

function uiOf(patterns: TextPointerPatterns, pointer: string, value: unknown): Ui {
  if (Array.isArray(value)) {
    const items = value.map((item, index) => uiOf(patterns, pointerAppend(pointer, index), item));
    return { 'ui:options': { addable: false, removable: false, orderable: false }, items: items.reduce(eitherOpen, items[0] ?? LOCKED) };
  }
  if (isObject(value)) {
    const ui: Ui = { 'ui:options': { expandable: false } };
    for (const [key, item] of Object.entries(value)) ui[key] = uiOf(patterns, pointerAppend(pointer, key), item);
    return ui;
  }
  return typeof value === 'string' && isTextPointer(patterns, pointer) ? {} : LOCKED;
}

/**
 * The form of a part of a manifest whose words alone may change (at `pointer` in it, holding `value`): the member-read
 * strings `patterns` names stay editable, every other field is read only, and no list or map gains or loses an entry.
 * The server's check refuses any other change all the same; the form only spares the product owner the attempt.
 */
export function wordsOnlyUiSchema(patterns: TextPointerPatterns, pointer: string, value: unknown): UiSchema {
  return uiOf(patterns, pointer, value) as UiSchema;
}
