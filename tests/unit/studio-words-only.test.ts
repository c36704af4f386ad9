import { describe, expect, it } from 'vitest';
import { changesBeyondWords } from '../../engine/core/config-validation/words-only';
import payee from '../../config/forms/payee.json';
import locales from '../../config/locales.json';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const patterns = (locales as { text: Record<string, { text: string[]; exclude?: string[] }> }).text['forms/payee.json']!;
const FILE = 'config/forms/payee.json';

describe('a manifest that may change its words only', () => {
  it('accepts new words for a title, a label, a placeholder and an added hint', () => {
    const form = clone(payee) as Record<string, any>;
    form.title = 'Add someone to pay';
    form.schema.properties.name.title = 'Name of the payee';
    form.uiSchema.state['ui:placeholder'] = 'for example VA';
    form.uiSchema.state['ui:help'] = 'Two letters';
    expect(changesBeyondWords(FILE, payee, form, patterns)).toEqual([]);
  });

  it('refuses a changed rule, a new field and a label turned into a number, each at its pointer', () => {
    const form = clone(payee) as Record<string, any>;
    form.schema.properties.name.maxLength = 200;
    form.schema.properties.extra = { type: 'string', title: 'Extra' };
    form.submitLabel = 7;
    const issues = changesBeyondWords(FILE, payee, form, patterns);
    expect(issues.map((issue) => issue.pointer).sort()).toEqual(['/schema/properties/extra', '/schema/properties/name/maxLength', '/submitLabel']);
    const maxLength = issues.find((issue) => issue.pointer === '/schema/properties/name/maxLength')!;
    expect(maxLength.expected).toBe("the release's 64");
    expect(maxLength.found).toBe('200');
    expect(maxLength.message).toContain('only the words of this manifest may change');
  });

  it('refuses a string changed where no member reads it (a widget, a pattern)', () => {
    const form = clone(payee) as Record<string, any>;
    form.uiSchema.phone['ui:widget'] = 'text';
    form.schema.properties.state.pattern = '^[A-Z]{3}$';
    expect(changesBeyondWords(FILE, payee, form, patterns).map((issue) => issue.pointer).sort()).toEqual(['/schema/properties/state/pattern', '/uiSchema/phone/ui:widget']);
  });
});
