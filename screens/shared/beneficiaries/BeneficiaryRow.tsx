import { useId, type Ref } from 'react';
import { resolveTemplate } from '../../../engine/core';
import { BENEFICIARY_DESIGNATIONS } from '../../../engine/core/beneficiary-rules';
import { staffManifest } from '../../../src/manifests/staff-manifest';
import { relationshipName, type BeneficiaryEditorCopy } from './editor-copy';

const rules = staffManifest.memberService.beneficiaries;

/** A row as the form holds it: the share as typed, so an unfinished entry stays on screen. */
export interface DraftRow {
  readonly key: string;
  readonly fullName: string;
  readonly relationship: string;
  readonly designation: string;
  readonly share: string;
}

export type RowField = 'fullName' | 'relationship' | 'designation' | 'sharePercent';

interface RowProps {
  readonly copy: BeneficiaryEditorCopy;
  readonly index: number;
  readonly row: DraftRow;
  /** Messages by field, shown under it and tied to it with aria-describedby. */
  readonly errors: Partial<Record<RowField, string>>;
  readonly nameRef?: Ref<HTMLInputElement>;
  readonly disabled: boolean;
  readonly onChange: (row: DraftRow) => void;
  readonly onRemove: () => void;
}

/**
 * One beneficiary: name, relationship (the rule's list, each in the reader's words), designation and share, with its
 * errors next to each field.
 */
export function BeneficiaryRow({ copy, index, row, errors, nameRef, disabled, onChange, onRemove }: RowProps) {
  const id = useId();
  const number = String(index + 1);
  const field = (name: RowField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'data-field': name,
    disabled,
  });
  const message = (name: RowField) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="beneficiaries__error">
        {errors[name]}
      </span>
    ) : null;
  return (
    <fieldset className="beneficiaries__row">
      <legend>{resolveTemplate(copy.rowLegend, { number })}</legend>
      <div className="beneficiaries__field beneficiaries__field--name">
        <label htmlFor={`${id}-fullName`}>{copy.nameLabel}</label>
        <input ref={nameRef} type="text" autoComplete="off" maxLength={rules.nameMaxLength + 20} value={row.fullName} onChange={(event) => onChange({ ...row, fullName: event.target.value })} {...field('fullName')} />
        {message('fullName')}
      </div>
      <div className="beneficiaries__field">
        <label htmlFor={`${id}-relationship`}>{copy.relationshipLabel}</label>
        <select value={row.relationship} onChange={(event) => onChange({ ...row, relationship: event.target.value })} {...field('relationship')}>
          <option value="">{copy.relationshipPlaceholder}</option>
          {rules.relationships.map((relationship) => (
            <option key={relationship} value={relationship}>
              {relationshipName(copy, relationship)}
            </option>
          ))}
        </select>
        {message('relationship')}
      </div>
      <div className="beneficiaries__field">
        <label htmlFor={`${id}-designation`}>{copy.designationLabel}</label>
        <select value={row.designation} onChange={(event) => onChange({ ...row, designation: event.target.value })} {...field('designation')}>
          {BENEFICIARY_DESIGNATIONS.map((designation) => (
            <option key={designation} value={designation}>
              {copy.designations[designation]}
            </option>
          ))}
        </select>
        {message('designation')}
      </div>
      <div className="beneficiaries__field beneficiaries__field--share">
        <label htmlFor={`${id}-sharePercent`}>{copy.shareLabel}</label>
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={4} value={row.share} onChange={(event) => onChange({ ...row, share: event.target.value })} {...field('sharePercent')} />
        {message('sharePercent')}
      </div>
      <p className="beneficiaries__row-actions">
        <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.removeLabel, { number })} disabled={disabled} onClick={onRemove}>
          {copy.remove}
        </button>
      </p>
    </fieldset>
  );
}
