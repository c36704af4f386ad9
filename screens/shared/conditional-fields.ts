import type { FormManifest } from '../../engine/core/generated/manifests.gen';

type UiNode = Readonly<Record<string, unknown>>;

// Which fields hide is the form engine's `showWhen` rule (hiddenFields in engine/core/forms); this only presents them.

/** The manifest with `hidden` fields turned into hidden inputs and some fields' labels replaced (same schema object). */
export function presentedManifest(manifest: FormManifest, hidden: ReadonlySet<string>, titles: Readonly<Record<string, string>> = {}): FormManifest {
  const uiSchema: Record<string, unknown> = { ...manifest.uiSchema };
  for (const name of hidden) uiSchema[name] = { ...(uiSchema[name] as UiNode | undefined), 'ui:widget': 'hidden' };
  for (const [name, title] of Object.entries(titles)) uiSchema[name] = { ...(uiSchema[name] as UiNode | undefined), 'ui:title': title };
  return { ...manifest, uiSchema };
}
