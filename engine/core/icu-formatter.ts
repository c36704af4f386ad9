import { IntlMessageFormat } from 'intl-messageformat';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * An ICU message formatted with intl-messageformat in `locale`, each message compiled once per locale. A value the
 * message lacks leaves it as written, as a `{name}` placeholder without its value is.
 */
export function formatIcuMessage(text: string, values: Readonly<Record<string, string | number>>, locale: string): string {
  const key = `${locale}\u0000${text}`;
  let message = compiled.get(key);
  if (message === undefined) {
    message = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
    compiled.set(key, message);
  }
  try {
    return String(message.format(values));
  } catch {
    return text;
  }
}
