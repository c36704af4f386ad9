import { toPointer } from './json-pointer';

/** A uiSchema node, as rjsf reads it: `ui:*` directives plus one child node per property (or `items`). */
export type UiNode = Readonly<Record<string, unknown>>;

/** A JSON Schema node as far as the form engine reads it. */
export type SchemaNode = Readonly<Record<string, unknown>>;

function asNode(value: unknown): UiNode | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as UiNode) : undefined;
}

/** The uiSchema node of the field at `segments` (array indexes use the `items` node). */
export function uiNodeAt(uiSchema: unknown, segments: readonly string[]): UiNode {
  let node = asNode(uiSchema);
  for (const segment of segments) {
    if (!node) return {};
    node = /^\d+$/.test(segment) ? asNode(node.items) : asNode(node[segment]);
  }
  return node ?? {};
}

/** A `ui:` directive read either as `ui:name` or inside `ui:options`, the two spellings rjsf accepts. */
export function uiOption(node: UiNode, name: string): unknown {
  if (node[`ui:${name}`] !== undefined) return node[`ui:${name}`];
  return asNode(node['ui:options'])?.[name];
}

/** The widget name configured for a field, if any. */
export function widgetName(node: UiNode): string | undefined {
  const widget = node['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
}

/** The label a member sees for a field: `ui:title`, else the schema title, else the property name. */
export function fieldLabel(node: UiNode, schema: SchemaNode | undefined, segments: readonly string[]): string {
  const uiTitle = uiOption(node, 'title');
  if (typeof uiTitle === 'string' && uiTitle !== '') return uiTitle;
  const title = schema?.title;
  if (typeof title === 'string' && title !== '') return title;
  return segments.at(-1) ?? '';
}

/** The per-field message overrides of `ui:errorMessages` (by ajv keyword). */
export function errorMessageOverrides(node: UiNode): Readonly<Record<string, string>> {
  const overrides = asNode(uiOption(node, 'errorMessages'));
  if (!overrides) return {};
  return Object.fromEntries(
    Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Property names in rjsf's order: `ui:order` first, its "*" standing for every name it does not list. */
export function orderedNames(names: readonly string[], order: unknown): string[] {
  if (!Array.isArray(order)) return [...names];
  const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((name): name is string => listed.includes(name as string));
  const after = listed.filter((name) => !before.includes(name));
  return [...before, ...rest, ...after];
}

/** Walks the object properties of a schema with their uiSchema nodes, depth first. */
export function* schemaFields(
  schema: SchemaNode,
  uiSchema: unknown,
  segments: readonly string[] = [],
): Generator<{ segments: readonly string[]; schema: SchemaNode; ui: UiNode }> {
  const properties = asNode(schema.properties);
  if (!properties) return;
  const parentUi = uiNodeAt(uiSchema, segments);
  for (const name of orderedNames(Object.keys(properties), parentUi['ui:order'])) {
    const child = properties[name];
    const childSchema = asNode(child);
    if (!childSchema) continue;
    const childSegments = [...segments, name];
    yield { segments: childSegments, schema: childSchema, ui: uiNodeAt(uiSchema, childSegments) };
    yield* schemaFields(childSchema, uiSchema, childSegments);
  }
}

/** The schema of the field at `segments`, following object properties and array items. */
export function schemaAt(schema: unknown, segments: readonly string[]): SchemaNode | undefined {
  let node = asNode(schema);
  for (const segment of segments) {
    if (!node) return undefined;
    node = /^\d+$/.test(segment) && node.items !== undefined ? asNode(node.items) : asNode(asNode(node.properties)?.[segment]);
  }
  return node;
}

/** The JSON pointers of a form's fields in the order rjsf renders them. */
export function fieldPointers(schema: SchemaNode, uiSchema: unknown): string[] {
  return [...schemaFields(schema, uiSchema)].map((field) => toPointer(field.segments));
}
