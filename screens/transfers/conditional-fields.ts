import type { FormManifest } from '../../engine/core/generated/manifests.gen';

type UiNode = Readonly<Record<string, unknown>>;
type ShowWhen = Readonly<Record<string, readonly unknown[]>>;

function showWhenOf(node: unknown): ShowWhen | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const options = (node as UiNode)['ui:options'];
  if (typeof options !== 'object' || options === null) return undefined;
  const rule = (options as UiNode).showWhen;
  return typeof rule === 'object' && rule !== null ? (rule as ShowWhen) : undefined;
}

/**
 * The top-level fields a form hides for `data`: a field whose uiSchema has `"ui:options": { "showWhen": { "<other
 * field>": [values...] } }` shows only while every named field holds one of its values (config/forms/transfer.json).
 */
export function hiddenFields(manifest: FormManifest, data: Readonly<Record<string, unknown>>): Set<string> {
  const hidden = new Set<string>();
  for (const [name, node] of Object.entries(manifest.uiSchema)) {
    const rule = showWhenOf(node);
    if (rule && !Object.entries(rule).every(([field, values]) => values.includes(data[field]))) hidden.add(name);
  }
  return hidden;
}

/** The manifest with `hidden` fields turned into hidden inputs and some fields' labels replaced (same schema object). */
export function presentedManifest(manifest: FormManifest, hidden: ReadonlySet<string>, titles: Readonly<Record<string, string>> = {}): FormManifest {
  const uiSchema: Record<string, unknown> = { ...manifest.uiSchema };
  for (const name of hidden) uiSchema[name] = { ...(uiSchema[name] as UiNode | undefined), 'ui:widget': 'hidden' };
  for (const [name, title] of Object.entries(titles)) uiSchema[name] = { ...(uiSchema[name] as UiNode | undefined), 'ui:title': title };
  return { ...manifest, uiSchema };
}

/** `data` without the hidden fields' values: what the member did not see is not sent. */
export function withoutHidden<T extends Readonly<Record<string, unknown>>>(data: T, hidden: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => !hidden.has(name))) as Partial<T>;
}
