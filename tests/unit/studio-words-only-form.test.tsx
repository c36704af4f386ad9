import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import locales from '../../config/locales.json';
import errors from '../../config/errors.json';
import routes from '../../config/routes.json';
import { pointerAppend, type TextPointerPatterns } from '../../engine/core/text-pointers';
import { WORDS_ONLY_MANIFESTS_WITH_FORM } from '../../screens/studio/manifest-schemas';
import { partSchema, valueAt } from '../../screens/studio/manifest-parts';
import { wordsOnlyUiSchema } from '../../screens/studio/words-only-ui';

const patterns = (name: string): TextPointerPatterns => (locales.text as Record<string, TextPointerPatterns>)[name]!;
const schemaOf = (name: string) => WORDS_ONLY_MANIFESTS_WITH_FORM.find((entry) => entry.name === name)!.schema;

/** The form of a part as the studio renders it, and each field's id with whether it is read only. */
function fieldsOf(name: string, document: unknown, path: string[]): Map<string, boolean> {
  const value = valueAt(document, path);
  const uiSchema = wordsOnlyUiSchema(patterns(name), path.reduce<string>(pointerAppend, ''), value);
  const html = renderToString(<Form schema={partSchema(schemaOf(name), path) as never} formData={value} uiSchema={uiSchema} validator={validator} />);
  const fields = new Map<string, boolean>();
  for (const [input] of html.matchAll(/<(?:input|textarea)[^>]*>/g)) {
    const id = /id="([^"]+)"/.exec(input)?.[1];
    if (id) fields.set(id, / readOnly=""| readonly=""/i.test(input));
  }
  return fields;
}

describe('the form of a manifest whose words alone may change', () => {
  it("opens an error's message and locks its description", () => {
    const fields = fieldsOf('errors.json', errors, ['errors', 'NOT_FOUND']);
    expect(fields.get('root_message')).toBe(false);
    expect(fields.get('root_description')).toBe(true);
  });

  it("opens a route's title and locks its path; the list of routes gains and loses nothing", () => {
    const value = valueAt(routes, ['routes']) as { path?: string; title?: string }[];
    const ui = wordsOnlyUiSchema(patterns('routes.json'), '/routes', value) as { 'ui:options': Record<string, boolean>; items: Record<string, unknown> };
    expect(ui['ui:options']).toEqual({ addable: false, removable: false, orderable: false });
    expect(ui.items.title).toEqual({});
    expect(ui.items.path).toEqual({ 'ui:readonly': true });
  });

  it('keeps a staff-only string locked where no member reads it', () => {
    const ui = wordsOnlyUiSchema({ text: ['/errors/*/message'], exclude: ['/errors/STAFF'] }, '', { errors: { STAFF: { message: 'x' }, MEMBER: { message: 'y' } } }) as { errors: Record<string, { message: unknown }> };
    expect(ui.errors.STAFF!.message).toEqual({ 'ui:readonly': true });
    expect(ui.errors.MEMBER!.message).toEqual({});
  });
});
