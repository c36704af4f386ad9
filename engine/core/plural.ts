import { resolveTemplate } from './template';

/**
 * A count's words in each plural category of CLDR a language uses ("one" and "other" in English and Spanish);
 * `other` is required and stands in for any category the text leaves out. Each may use `{count}` and the values the
 * caller fills.
 */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/**
 * The words for `count` in `locale`: the plural category comes from the platform's CLDR rules (Intl.PluralRules, no
 * library in the page), the words from config, and `{count}` is the count written in the locale ("1,250").
 */
export function pluralText(forms: PluralForms, count: number, locale: string, values: Readonly<Record<string, string | number>> = {}): string {
  const category = new Intl.PluralRules(locale).select(count) as keyof PluralForms;
  return resolveTemplate(forms[category] ?? forms.other, { ...values, count: new Intl.NumberFormat(locale).format(count) });
}
