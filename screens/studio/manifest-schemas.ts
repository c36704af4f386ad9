import commonSchema from '../../schemas/common.schema.json';
import limitsSchema from '../../schemas/limits.schema.json';
import menusSchema from '../../schemas/menus.schema.json';
import { limitsManifest, menusManifest } from '../../src/manifests';

/** A manifest the studio's form edits: its file name, the manifest in force and its JSON Schema. */
export interface EditableManifest {
  readonly name: string;
  readonly inForce: unknown;
  readonly schema: Record<string, unknown>;
}

const COMMON_REF = 'common.schema.json#/$defs/';
const LOCAL_PREFIX = 'common-';

/** The schema with common.schema.json's definitions copied in, so the form library resolves every $ref itself. */
function selfContained(schema: Record<string, unknown>): Record<string, unknown> {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' && item.startsWith(COMMON_REF) ? `#/$defs/${LOCAL_PREFIX}${item.slice(COMMON_REF.length)}` : rewrite(item)]),
    );
  };
  const common = (commonSchema as { $defs: Record<string, unknown> }).$defs;
  const { $id: _id, ...own } = rewrite(schema) as Record<string, unknown>;
  const commonDefs = Object.fromEntries(Object.entries(common).map(([key, definition]) => [`${LOCAL_PREFIX}${key}`, rewrite(definition)]));
  return { ...own, $defs: { ...((own.$defs as Record<string, unknown> | undefined) ?? {}), ...commonDefs } };
}

/** The manifests the studio edits through a form: the menus and the limits. */
export const EDITABLE_MANIFESTS: readonly EditableManifest[] = [
  { name: 'menus.json', inForce: menusManifest, schema: selfContained(menusSchema as Record<string, unknown>) },
  { name: 'limits.json', inForce: limitsManifest, schema: selfContained(limitsSchema as Record<string, unknown>) },
];
