import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { withTheme } from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormManifest } from '../../core/generated/manifests.gen';
import { ErrorSummary } from './ErrorSummary';
import type { SummaryEntry } from './ErrorSummary';
import type { SchemaFormContext } from './form-context';
import { FormUiContext } from './form-ui-context';
import type { FormUi } from './form-ui-context';
import { formSchemaKeys, validateFns } from './generated/validators.gen';
import { formTheme } from './theme';
import type { FieldError, LabelledFieldError } from '../../core/forms/field-errors';
import type { FormCopy } from '../../core/forms/form-copy';
import { formErrors } from '../../core/forms/form-errors';
import type { CompiledValidate } from '../../core/forms/form-errors';
import { fieldIdForPointer, pointerSegments, valueAt } from '../../core/forms/json-pointer';
import type { SchemaNode } from '../../core/forms/ui-schema';
import { fieldLabel, fieldPointers, schemaAt, uiNodeAt } from '../../core/forms/ui-schema';
import './forms.css';

const ThemedForm = withTheme(formTheme);
const ROOT_ID = fieldIdForPointer('');

/** What `onSubmit` may answer: nothing, or the errors the server returned (`{ path, message }`), shown on fields. */
export type SubmitResult = void | undefined | readonly FieldError[];

export interface SchemaFormProps<T extends object> {
  /** The form from config/forms: schema, uiSchema, title, submit label. */
  readonly manifest: FormManifest;
  /** Every message of the engine, usually `formCopyFromErrors(errorsManifest.errors)`. */
  readonly copy: FormCopy;
  /** The initial values; later changes of this prop are not applied (the form owns its data once shown). */
  readonly formData?: Partial<T>;
  /**
   * Rules beyond the schema that the server runs too (engine/core), checked on every change with the schema's: their
   * errors show on their fields and in the summary and block a submit, all at once. At a field both speak for, the
   * rule's message is the one shown.
   */
  readonly check?: (data: Partial<T>) => readonly FieldError[];
  /** Called with valid data only; return the server's field errors to show them. */
  readonly onSubmit: (data: T) => SubmitResult | Promise<SubmitResult>;
  readonly onChange?: (data: Partial<T>) => void;
  /** Data for widgets, such as the accounts an account picker offers. */
  readonly context?: SchemaFormContext;
  /** Extra widgets (or replacements) by `ui:widget` name. */
  readonly widgets?: RegistryWidgetsType;
  /** Precompiled validate functions; defaults to those generated from config/forms. */
  readonly validators?: ValidatorFunctions;
  readonly disabled?: boolean;
  /** Rendered after the submit button (a Cancel link, say). */
  readonly children?: ReactNode;
}

/** Thrown when the generated validators do not hold the form's current schema. */
export class MissingFormValidatorError extends Error {
  constructor(formId: string) {
    super(`No precompiled validator for form "${formId}": run \`tsx scripts/compile-form-validators.ts\``);
    this.name = 'MissingFormValidatorError';
  }
}

/**
 * The validators with the form's schema under its own key. A language's overlay changes only the schema's text
 * (titles, descriptions), which a compiled validator never reads, so a translated schema is validated by the one
 * compiled for the form's English schema (found by form id).
 */
function validatorsFor(manifest: FormManifest, validators: ValidatorFunctions): ValidatorFunctions {
  const schema = manifest.schema as RJSFSchema;
  const key = schema.$id ?? hashForSchema(schema);
  if (validators[key]) return validators;
  const english = formSchemaKeys[manifest.id];
  const validate = english === undefined ? undefined : validators[english];
  if (!validate) throw new MissingFormValidatorError(manifest.id);
  return { ...validators, [key]: validate };
}

function validatorFor(manifest: FormManifest, validators: ValidatorFunctions): CompiledValidate {
  const schema = manifest.schema as RJSFSchema;
  return validators[schema.$id ?? hashForSchema(schema)] as CompiledValidate;
}

function withLabels(errors: readonly FieldError[], manifest: FormManifest): LabelledFieldError[] {
  return errors.map((error) => {
    const segments = pointerSegments(error.path);
    const label = fieldLabel(uiNodeAt(manifest.uiSchema, segments), schemaAt(manifest.schema, segments), segments);
    return { ...error, label };
  });
}

/**
 * Renders any config/forms manifest with the product's accessible theme. Validation uses the precompiled validators
 * (no `Function()` in the browser); a field's error shows once it was left or a submit was tried, and a failed submit
 * focuses an error summary. Load it lazily: it brings rjsf with it.
 */
export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const { manifest, copy } = props;
  const validators = useMemo(() => validatorsFor(manifest, props.validators ?? validateFns), [manifest, props.validators]);
  const schema = manifest.schema as RJSFSchema;
  const uiSchema = manifest.uiSchema as UiSchema;
  const validate = useMemo(() => validatorFor(manifest, validators), [manifest, validators]);
  const rjsfValidator = useMemo(() => createPrecompiledValidator(validators, schema), [validators, schema]);

  const [data, setData] = useState<unknown>(() => props.formData ?? {});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly LabelledFieldError[]>([]);
  const [widgetErrors, setWidgetErrors] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const { check } = props;
  const errorsOf = useCallback(
    (value: unknown): LabelledFieldError[] => {
      const ruled = check ? withLabels(check(value as Partial<T>), manifest) : [];
      const ruledPaths = new Set(ruled.map((error) => error.path));
      return [...formErrors(validate, manifest, value, copy).filter((error) => !ruledPaths.has(error.path)), ...ruled];
    },
    [check, validate, manifest, copy],
  );
  const clientErrors = useMemo(() => errorsOf(data), [errorsOf, data]);
  // The browser knows the current value best: its errors win over the server's, a widget's over the schema's.
  const errorsById = useMemo(() => {
    const byId = new Map<string, string>();
    for (const error of [...serverErrors, ...clientErrors]) byId.set(fieldIdForPointer(error.path), error.message);
    for (const [id, message] of widgetErrors) byId.set(id, message);
    return byId;
  }, [serverErrors, clientErrors, widgetErrors]);
  const serverIds = useMemo(() => new Set(serverErrors.map((error) => fieldIdForPointer(error.path))), [serverErrors]);
  const linksById = useMemo(() => new Map(serverErrors.flatMap((error) => (error.link ? [[fieldIdForPointer(error.path), error.link] as const] : []))), [serverErrors]);

  const isShown = useCallback(
    (id: string) =>
      submitted || serverIds.has(id) || touched.has(id) || [...touched].some((other) => other.startsWith(`${id}_`)),
    [submitted, serverIds, touched],
  );

  const reportWidgetError = useCallback((id: string, message: string | undefined) => {
    setWidgetErrors((current) => {
      if (current.get(id) === message) return current;
      const next = new Map(current);
      if (message === undefined) next.delete(id);
      else next.set(id, message);
      return next;
    });
  }, []);

  const ui = useMemo<FormUi>(
    () => ({ copy, errorFor: (id) => (isShown(id) ? errorsById.get(id) : undefined), reportWidgetError }),
    [copy, isShown, errorsById, reportWidgetError],
  );

  const entries = useMemo<SummaryEntry[]>(() => {
    const order = [ROOT_ID, ...fieldPointers(schema as SchemaNode, uiSchema).map((pointer) => fieldIdForPointer(pointer))];
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return [...errorsById]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([id, message]) => {
        const link = linksById.get(id);
        return { key: id, message, ...(id === ROOT_ID ? {} : { fieldId: id }), ...(link ? { link } : {}) };
      });
  }, [errorsById, linksById, schema, uiSchema]);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const handleChange = (event: IChangeEvent) => {
    const next = event.formData as unknown;
    setServerErrors((current) => {
      const kept = current.filter((error) => {
        const segments = pointerSegments(error.path);
        return segments.length === 0 || valueAt(next, segments) === valueAt(data, segments);
      });
      return kept.length === current.length ? current : kept;
    });
    setData(next);
    props.onChange?.(next as Partial<T>);
  };

  const handleBlur = (id: string) => {
    setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));
    setAnnouncement(errorsById.get(id) ?? '');
  };

  const handleSubmit = async (event: IChangeEvent) => {
    const submittedData = event.formData as unknown;
    setSubmitted(true);
    if (errorsOf(submittedData).length > 0 || widgetErrors.size > 0) {
      setSummaryFocus((count) => count + 1);
      return;
    }
    setServerErrors([]);
    setPending(true);
    try {
      const result = await props.onSubmit(submittedData as T);
      if (result && result.length > 0) {
        setServerErrors(withLabels(result, manifest));
        setSummaryFocus((count) => count + 1);
      }
    } finally {
      setPending(false);
    }
  };

  const submitOptions = uiSchema['ui:submitButtonOptions'] as { submitText?: string } | undefined;
  return (
    <FormUiContext.Provider value={ui}>
      {submitted && entries.length > 0 && (
        <ErrorSummary ref={summaryRef} heading={copy.errorSummaryHeading} entries={entries} />
      )}
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={rjsfValidator}
        formContext={props.context ?? {}}
        widgets={props.widgets}
        disabled={props.disabled}
        noValidate
        noHtml5Validate
        showErrorList={false}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
      >
        <div className="form-actions">
          <button type="submit" className="button" disabled={pending || props.disabled}>
            {manifest.submitLabel ?? submitOptions?.submitText ?? manifest.title}
          </button>
          {props.children}
        </div>
      </ThemedForm>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </FormUiContext.Provider>
  );
}
