/**
 * The parts of a manifest the studio's form view edits one at a time: a large manifest (the menus run to thousands
 * of fields) is one form per menu, modal or banner rather than one page of all of them. A part is a path of keys from
 * the manifest's root: a top-level section, or one entry of a top-level map of objects.
 */
export interface ManifestPart {
  /** The keys from the root; empty for the whole manifest. */
  readonly path: readonly string[];
  /** How the picker names it: the keys joined by " › ". */
  readonly label: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The whole manifest, then each section; a section that maps names to objects is offered entry by entry. */
export function manifestParts(document: unknown, wholeLabel: string): ManifestPart[] {
  const parts: ManifestPart[] = [{ path: [], label: wholeLabel }];
  if (!isObject(document)) return parts;
  for (const [key, value] of Object.entries(document)) {
    if (key === '$schema') continue;
    const entries = isObject(value) ? Object.entries(value) : [];
    if (entries.length > 0 && entries.every(([, entry]) => isObject(entry))) {
      for (const [name] of entries) parts.push({ path: [key, name], label: `${key} › ${name}` });
    } else {
      parts.push({ path: [key], label: key });
    }
  }
  return parts;
}

/** The value at a part's path (undefined when the document lacks it). */
export function valueAt(document: unknown, path: readonly string[]): unknown {
  let value = document;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  return value;
}

/** The document with the value at the path replaced: a copy along the path, every other branch shared. */
export function withValueAt(document: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const node = isObject(document) ? document : {};
  return { ...node, [key]: withValueAt(node[key], rest, value) };
}

/** A local definition the schema refers to ("#/$defs/Menu"), or the node itself. */
function resolved(root: Json, node: Json): Json {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#/$defs/') && hops < 16; hops += 1) {
    const definition = (root.$defs as Json | undefined)?.[current.$ref.slice('#/$defs/'.length)];
    if (!isObject(definition)) break;
    const { $ref: _ref, ...siblings } = current;
    current = { ...definition, ...siblings };
  }
  return current;
}

/**
 * The schema of the value at a part's path, made whole again (the root's definitions beside it, so its references
 * resolve): a named property's schema, else the schema every other key takes (additionalProperties or a matching
 * patternProperties). Undefined when the schema says nothing of that path.
 */
export function partSchema(root: Json, path: readonly string[]): Json | undefined {
  let node: Json = root;
  for (const key of path) {
    node = resolved(root, node);
    const named = (node.properties as Json | undefined)?.[key];
    const patterned = Object.entries((node.patternProperties as Json | undefined) ?? {}).find(([pattern]) => new RegExp(pattern, 'u').test(key))?.[1];
    const next = isObject(named) ? named : isObject(patterned) ? patterned : node.additionalProperties;
    if (!isObject(next)) return undefined;
    node = next;
  }
  return path.length === 0 ? root : { ...resolved(root, node), $defs: root.$defs };
}
