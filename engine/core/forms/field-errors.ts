import { formatCents } from '../money';
import { resolveTemplate } from '../template';
import type { FormMessages } from './form-copy';
import { pointerSegments, toPointer } from './json-pointer';
import type { SchemaNode, UiNode } from './ui-schema';
import { errorMessageOverrides, fieldLabel, uiNodeAt, widgetName } from './ui-schema';

/** One error of a form, at the JSON pointer of its field ("" for the form as a whole): the API's error shape. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
  /** A link that completes the message ("For assistance, please " Contact Us), shown after it in the error summary. */
  readonly link?: ErrorLink;
}

export interface ErrorLink {
  readonly label: string;
  readonly href: string;
}

/** A field error with the label of its field, for the error summary. */
export interface LabelledFieldError extends FieldError {
  readonly label: string;
}

/** The parts of an ajv error object the engine reads (ajv's `ErrorObject` with `verbose: true`). */
export interface RawValidationError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Where in the compiled schema the failing keyword sits ("#/properties/name/minLength"). */
  readonly schemaPath?: string;
  readonly parentSchema?: unknown;
}

/** What a form's errors are worded against. */
export interface FieldErrorContext {
  readonly uiSchema: unknown;
  /**
   * The form's schema as the member reads it (a language's words, or the version in force's): a validator is compiled
   * from the release's English schema, so the field's title is looked up here, at the same place, rather than in it.
   */
  readonly schema?: unknown;
  readonly messages: FormMessages;
  /** The widget whose numbers are cents; its limits are shown as money. */
  readonly amountWidget?: string;
  /** What an empty amount field says instead of `messages.required` ("Enter an amount."). */
  readonly amountRequired?: string;
}

export const AMOUNT_WIDGET = 'amount-cents';

// Keywords whose error is restated by the errors of their subschemas.
const SILENT_KEYWORDS: ReadonlySet<string> = new Set(['if', 'then', 'else', 'allOf', '$ref', 'unevaluatedProperties']);
const MISSING_PROPERTY_KEYWORDS: ReadonlySet<string> = new Set(['required', 'dependentRequired', 'dependencies']);
// When one field fails several keywords, the member is told the most basic problem first.
const PRIORITY: Readonly<Record<string, number>> = { required: 0, type: 1, format: 2, enum: 3, const: 3 };

function asSchema(value: unknown): SchemaNode | undefined {
  return value !== null && typeof value === 'object' ? (value as SchemaNode) : undefined;
}

/** The node of `root` at the compiled schema's place of the error's keyword, when `root` has one there. */
function nodeAtKeyword(root: unknown, schemaPath: string | undefined): SchemaNode | undefined {
  if (root === undefined || schemaPath === undefined || !schemaPath.startsWith('#/')) return undefined;
  const tokens = pointerSegments(schemaPath.slice(1)).slice(0, -1);
  let node: unknown = root;
  for (const token of tokens) node = asSchema(node)?.[token];
  return asSchema(node);
}

function locate(error: RawValidationError, root: unknown): { segments: string[]; schema: SchemaNode | undefined } {
  const segments = pointerSegments(error.instancePath);
  const parent = nodeAtKeyword(root, error.schemaPath) ?? asSchema(error.parentSchema);
  const missing = error.params.missingProperty;
  if (MISSING_PROPERTY_KEYWORDS.has(error.keyword) && typeof missing === 'string') {
    const properties = asSchema(parent?.properties);
    return { segments: [...segments, missing], schema: asSchema(properties?.[missing]) };
  }
  return { segments, schema: parent };
}

function limitOf(error: RawValidationError, ui: UiNode, amountWidget: string): string {
  const limit = error.params.limit ?? error.params.multipleOf;
  if (typeof limit === 'number' && widgetName(ui) === amountWidget && Number.isSafeInteger(limit)) {
    return formatCents(limit);
  }
  return limit === undefined ? '' : String(limit);
}

/**
 * Turns ajv errors into one friendly message per field, at the field's JSON pointer. The browser and the server
 * both call this with the same messages, so an error the server finds lands on the same field, worded the same.
 */
export function toFieldErrors(
  errors: readonly RawValidationError[] | null | undefined,
  context: FieldErrorContext,
): LabelledFieldError[] {
  const amountWidget = context.amountWidget ?? AMOUNT_WIDGET;
  const best = new Map<string, { rank: number; error: LabelledFieldError }>();
  for (const error of errors ?? []) {
    if (SILENT_KEYWORDS.has(error.keyword)) continue;
    const { segments, schema } = locate(error, context.schema);
    const ui = uiNodeAt(context.uiSchema, segments);
    const amountMissing = error.keyword === 'required' && widgetName(ui) === amountWidget ? context.amountRequired : undefined;
    const template =
      errorMessageOverrides(ui)[error.keyword] ?? amountMissing ?? context.messages[error.keyword] ?? context.messages.invalid;
    const label = fieldLabel(ui, schema, segments);
    const message = resolveTemplate(template, { label, limit: limitOf(error, ui, amountWidget) });
    const path = toPointer(segments);
    const rank = PRIORITY[error.keyword] ?? 10;
    const current = best.get(path);
    if (!current || rank < current.rank) best.set(path, { rank, error: { path, message, label } });
  }
  return [...best.values()].map((entry) => entry.error);
}
