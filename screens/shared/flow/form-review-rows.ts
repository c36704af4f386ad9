import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { formatCents } from '../../../engine/core/money';
import type { Fact } from './FactList';

interface FieldSchema {
  readonly title?: string;
  readonly enum?: readonly unknown[];
}

type FieldUi = { readonly 'ui:enumNames'?: readonly string[]; readonly 'ui:widget'?: string };

export interface ReviewRowOptions {
  /** How an account-picker value (an account id) reads: name and masked number. */
  readonly accountLabel?: (id: unknown) => string | undefined;
  /** Fields shown masked to their last four characters (an account number typed in full). */
  readonly masked?: ReadonlySet<string>;
}

/**
 * Each answered field of a config/forms form as a review row: the form's titles in its ui:order, enum values by
 * their option names, amounts formatted, accounts by name, masked fields masked.
 */
export function formReviewRows(manifest: FormManifest, data: Readonly<Record<string, unknown>>, options: ReviewRowOptions = {}): Fact[] {
  const properties = ((manifest.schema as { properties?: Record<string, FieldSchema> }).properties ?? {}) as Record<string, FieldSchema>;
  const ui = manifest.uiSchema as Record<string, unknown>;
  const listed = ((ui['ui:order'] as readonly string[] | undefined) ?? []).filter((key) => key in properties);
  const order = [...listed, ...Object.keys(properties).filter((key) => !listed.includes(key))];
  return order.flatMap((key) => {
    const value = data[key];
    if (value === undefined || value === '') return [];
    const field = properties[key] ?? {};
    const fieldUi = (ui[key] ?? {}) as FieldUi;
    let shown = String(value);
    if (options.masked?.has(key)) shown = `••••${shown.slice(-4)}`;
    else if (fieldUi['ui:widget'] === 'account-picker') shown = options.accountLabel?.(value) ?? shown;
    else if (fieldUi['ui:widget'] === 'amount-cents' && typeof value === 'number') shown = formatCents(value);
    else if (field.enum) shown = fieldUi['ui:enumNames']?.[field.enum.indexOf(value)] ?? shown;
    return [{ label: field.title ?? key, value: shown }];
  });
}
