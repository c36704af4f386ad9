import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The result of reading a message as ICU MessageFormat: its argument names, or why it is not valid ICU. */
export type MessageArguments = { readonly ok: true; readonly names: readonly string[] } | { readonly ok: false; readonly error: string };

function collect(elements: readonly MessageFormatElement[], names: Set<string>): void {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      collect(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collect(option.value, names);
    }
  }
}

/**
 * The argument names of a message (`{name}`, `{count, plural, …}`), sorted, or the parser's complaint. Tags are read
 * as text, as the product never puts markup in a message.
 */
export function messageArguments(text: string): MessageArguments {
  try {
    const names = new Set<string>();
    collect(parse(text, { ignoreTag: true }), names);
    return { ok: true, names: [...names].sort() };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
