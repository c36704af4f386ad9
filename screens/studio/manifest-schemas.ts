import commonSchema from '../../schemas/common.schema.json';
import bannersSchema from '../../schemas/banners.schema.json';
import copySchema from '../../schemas/copy.schema.json';
import limitsSchema from '../../schemas/limits.schema.json';
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

/** The manifests the studio offers (engine/core/studio-manifests.ts), with their schemas for the form. */
export const EDITABLE_MANIFESTS: readonly EditableManifest[] = [
  { name: 'menus.json', schema: selfContained(menusSchema as Record<string, unknown>) },
  { name: 'limits.json', schema: selfContained(limitsSchema as Record<string, unknown>) },
  { name: 'modals.json', schema: selfContained(modalsSchema as Record<string, unknown>) },
  { name: 'banners.json', schema: selfContained(bannersSchema as Record<string, unknown>) },
  { name: 'copy.json', schema: selfContained(copySchema as Record<string, unknown>) },
  { name: 'member-alerts.json', schema: selfContained(memberAlertsSchema as Record<string, unknown>) },
];
