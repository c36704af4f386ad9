import { useEffect, useRef } from 'react';
import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import type { AccountOption } from '../../engine/react/forms';
import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens['account-services'];

interface FieldSchema {
  readonly title?: string;
  readonly enum?: readonly unknown[];
}

/** Each answered field as label and shown value: the form's titles, its enum names, accounts by name and masked number. */
export function reviewRows(manifest: FormManifest, data: Readonly<Record<string, unknown>>, accounts: readonly AccountOption[]): { label: string; value: string }[] {
  const properties = ((manifest.schema as { properties?: Record<string, FieldSchema> }).properties ?? {}) as Record<string, FieldSchema>;
  const ui = manifest.uiSchema as Record<string, { 'ui:enumNames'?: readonly string[]; 'ui:widget'?: string } | readonly string[] | undefined>;
  const order = (ui['ui:order'] as readonly string[] | undefined) ?? Object.keys(properties);
  return order.flatMap((key) => {
    const value = data[key];
    if (value === undefined || value === '') return [];
    const field = properties[key] ?? {};
    const fieldUi = (ui[key] ?? {}) as { 'ui:enumNames'?: readonly string[]; 'ui:widget'?: string };
    let shown = String(value);
    if (fieldUi['ui:widget'] === 'account-picker') {
      const account = accounts.find((candidate) => candidate.id === value);
      if (account) shown = `${account.name} ${account.accountNumber}`;
    } else if (field.enum) {
      shown = fieldUi['ui:enumNames']?.[field.enum.indexOf(value)] ?? shown;
    }
    return [{ label: field.title ?? key, value: shown }];
  });
}

export interface ServiceRequestReviewProps {
  readonly manifest: FormManifest;
  readonly data: Readonly<Record<string, unknown>>;
  readonly accounts: readonly AccountOption[];
  readonly submitting: boolean;
  readonly onEdit: () => void;
  readonly onConfirm: () => void;
}

/** The review step: what will be sent, with Edit (back to the form, data kept) and Submit. */
export function ServiceRequestReview(props: ServiceRequestReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-services__review card" aria-labelledby="service-request-review">
      <h2 id="service-request-review" ref={heading} tabIndex={-1}>
        {copy.reviewHeading}
      </h2>
      <p>{copy.reviewIntro}</p>
      <dl className="account-services__facts">
        {reviewRows(props.manifest, props.data, props.accounts).map((row) => (
          <div key={row.label} className="account-services__fact">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="account-services__actions">
        <button type="button" className="button button--primary" onClick={props.onConfirm} disabled={props.submitting}>
          {props.submitting ? copy.submitting : copy.reviewSubmit}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onEdit} disabled={props.submitting}>
          {copy.reviewEdit}
        </button>
      </p>
    </section>
  );
}
