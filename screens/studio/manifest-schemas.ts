import commonSchema from '../../schemas/common.schema.json';
import bannersSchema from '../../schemas/banners.schema.json';
import alertsSchema from '../../schemas/alerts.schema.json';
import copySchema from '../../schemas/copy.schema.json';
import errorsSchema from '../../schemas/errors.schema.json';
import routesSchema from '../../schemas/routes.schema.json';
import flagsSchema from '../../schemas/flags.schema.json';
import limitsSchema from '../../schemas/limits.schema.json';
import { flagsManifest } from '../../src/manifests';
import { text } from './copy';
import memberAlertsSchema from '../../schemas/member-alerts.schema.json';
import menusSchema from '../../schemas/menus.schema.json';
import modalsSchema from '../../schemas/modals.schema.json';

/**
 * A manifest the studio's form edits: its file name and its JSON Schema. The manifest itself comes from the server
 * whole (the web app's own copy leaves out the keys only editors read, which a draft must keep).
 */
export interface EditableManifest {
  readonly name: string;
  readonly schema: Record<string, unknown>;
}

const COMMON_REF = 'common.schema.json#/$defs/';
const LOCAL_PREFIX = 'common-';

const LOCAL_REF = '#/$defs/';

/**
 * The schema with common.schema.json's definitions copied in, so the form library resolves every $ref itself. A
 * copied definition's own local refs (common's VisibilityRule names VisibilityAll) point into common, so they take
 * the prefix too.
 */
function selfContained(schema: Record<string, unknown>): Record<string, unknown> {
  const rewrite = (value: unknown, insideCommon: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, insideCommon));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (key !== '$ref' || typeof item !== 'string') return [key, rewrite(item, insideCommon)];
        if (item.startsWith(COMMON_REF)) return [key, `${LOCAL_REF}${LOCAL_PREFIX}${item.slice(COMMON_REF.length)}`];
        if (insideCommon && item.startsWith(LOCAL_REF)) return [key, `${LOCAL_REF}${LOCAL_PREFIX}${item.slice(LOCAL_REF.length)}`];
        return [key, item];
      }),
    );
  };
  const common = (commonSchema as { $defs: Record<string, unknown> }).$defs;
  const { $id: _id, ...own } = rewrite(schema, false) as Record<string, unknown>;
  const commonDefs = Object.fromEntries(Object.entries(common).map(([key, definition]) => [`${LOCAL_PREFIX}${key}`, rewrite(definition, true)]));
  return { ...own, $defs: { ...((own.$defs as Record<string, unknown> | undefined) ?? {}), ...commonDefs } };
}

type JsonObject = Record<string, unknown>;
const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema title that names a generated TypeScript type (CopyString, LimitAmounts), not words for a person. */
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** A key or type name as words: internalTransferMaxCents and accounts-summary read "Internal transfer max cents", "Accounts summary". */
export function asWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * The schema with titles a product owner reads: the manifests' schemas title their parts with type names for the
 * generated types, which the form would show as labels ("CopyString" on every text). A property is labelled with its
 * key in words (its $ref's title would win otherwise), and any other type-name title (a choice of schema, a list's
 * items) becomes words.
 */
function titledForPeople(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(titledForPeople);
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'properties' && isJsonObject(item)) {
      out[key] = Object.fromEntries(
        Object.entries(item).map(([name, property]) => {
          const titled = titledForPeople(property);
          const own = isJsonObject(property) ? property.title : undefined;
          // A title written for people stays (one word looks like a type name, but is its own words anyway).
          if (!isJsonObject(titled) || (typeof own === 'string' && !TYPE_NAME.test(own))) return [name, titled];
          return [name, { ...titled, title: asWords(name) }];
        }),
      );
    } else if (key === 'title' && typeof item === 'string' && TYPE_NAME.test(item)) out[key] = asWords(item);
    else out[key] = titledForPeople(item);
  }
  return out;
}
const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The settings flags take (an urgent banner's text, type and page), each typed as a value of it: the form's fields. */
function flagSettings(): Record<string, { type: string }> {
  const settings: Record<string, { type: string }> = {};
  for (const definition of Object.values(flagsManifest.flags)) {
    for (const value of [definition.default, ...(definition.rules ?? []).map((rule) => rule.value)]) {
      if (!isJsonObject(value)) continue;
      for (const [key, item] of Object.entries(value)) settings[key] ??= { type: jsonType(item) };
    }
  }
  return settings;
}

/**
 * The flags' schema as the form edits it: a flag's value (its default, a targeting rule's) may be any JSON, which a
 * form cannot offer as one field, so it is offered as on or off, or as settings (the keys the flags' settings use,
 * and any other). The server checks a draft with the schema itself.
 */
function flagsFormSchema(): JsonObject {
  type Definitions = Record<string, { properties: Record<string, JsonObject> }>;
  const schema = selfContained(flagsSchema as JsonObject) as { $defs: Definitions };
  const settings = { type: 'object', title: text('flagSettings'), properties: flagSettings(), additionalProperties: true };
  const shapes = [{ type: 'boolean', title: text('flagOnOff') }, ...(Object.keys(settings.properties).length > 0 ? [settings] : [])];
  const withShapes = (name: string, property: string) => {
    const definition = schema.$defs[name]!;
    return { ...definition, properties: { ...definition.properties, [property]: { ...definition.properties[property], anyOf: shapes } } };
  };
  return { ...schema, $defs: { ...schema.$defs, FlagDefinition: withShapes('FlagDefinition', 'default'), FlagTargetingRule: withShapes('FlagTargetingRule', 'value') } };
}

/** A manifest's schema as the form takes it: self-contained, and titled in words. */
const formSchema = (schema: object): JsonObject => titledForPeople(selfContained(schema as JsonObject)) as JsonObject;

/** The manifests the studio offers (engine/core/studio-manifests.ts), with their schemas for the form. */
export const EDITABLE_MANIFESTS: readonly EditableManifest[] = [
  { name: 'menus.json', schema: formSchema(menusSchema) },
  { name: 'limits.json', schema: formSchema(limitsSchema) },
  { name: 'modals.json', schema: formSchema(modalsSchema) },
  { name: 'banners.json', schema: formSchema(bannersSchema) },
  { name: 'copy.json', schema: formSchema(copySchema) },
  { name: 'member-alerts.json', schema: formSchema(memberAlertsSchema) },
  { name: 'flags.json', schema: titledForPeople(flagsFormSchema()) as JsonObject },
];

/**
 * The manifests whose words alone a draft may change that the form edits too, with their schemas: the form opens only
 * the words (words-only-ui.ts). A form of config/forms/ is raw JSON only: it holds a JSON Schema of its own.
 */
export const WORDS_ONLY_MANIFESTS_WITH_FORM: readonly EditableManifest[] = [
  { name: 'routes.json', schema: formSchema(routesSchema) },
  { name: 'alerts.json', schema: formSchema(alertsSchema) },
  { name: 'errors.json', schema: formSchema(errorsSchema) },
];
