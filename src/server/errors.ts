import type { ApiError, ErrorResponse } from '../../engine/core/generated/api.gen';
import { isErrorCode, type ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { resolveTemplate } from '../../engine/core/template';
import { errorsManifest, type ErrorCatalogue } from '../manifests';

export type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

/** The values a catalogue message's placeholders take ("{max}"), as the refusal names them. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The member-facing text of a coded error, in `catalogue` (the release's English unless another is given). */
export function errorMessage(code: ErrorCode, values?: MessageValues, catalogue: ErrorCatalogue = errorsManifest, locale?: string): string {
  const { message } = catalogue.errors[code];
  return values === undefined ? message : resolveTemplate(message, values, locale);
}

/**
 * A code another manifest names as a string (a policy.json refusal): `npm run validate` proves it is in the
 * catalogue, so one that is not is a programming error.
 */
export function catalogueCode(code: string): ErrorCode {
  if (!isErrorCode(code)) throw new Error(`Unknown error code "${code}"; config/errors.json lacks it`);
  return code;
}

export function errorBody(code: ErrorCode, path = ''): ErrorResponse {
  return { errors: [{ path, message: errorMessage(code) }] };
}

/**
 * A refusal's words as a manifest holds them: `name` is its file under config/ ("errors.json", "disputes.json") and
 * `bundled` the release's copy, and each error's message is read from the manifest in force in the reader's language
 * (a published studio version may reword it; a locale's overlay translates it) when the refusal is answered.
 */
export interface ManifestWords<T> {
  readonly name: string;
  readonly bundled: T;
  readonly errors: readonly { readonly path: string; readonly message: (manifest: T, locale: string | undefined) => string }[];
}

/**
 * A refusal's words read from several manifests at once (a form's labels and the error catalogue): given how to read
 * a manifest in force in the reader's language, and that language, the answer's errors.
 */
export interface ReadWords {
  readonly read: (read: ManifestReader, locale: string) => Promise<readonly ApiError[]>;
}

/** A refusal naming one catalogue code (with its placeholders' values) per field at fault. */
export interface CatalogueError {
  readonly path: string;
  readonly code: ErrorCode;
  readonly values?: MessageValues;
}

function catalogueWords(errors: readonly CatalogueError[]): ManifestWords<ErrorCatalogue> {
  return {
    name: 'errors.json',
    bundled: errorsManifest,
    errors: errors.map(({ path, code, values }) => ({ path, message: (catalogue, locale) => errorMessage(code, values, catalogue, locale) })),
  };
}

function releaseWords<T>(words: ManifestWords<T>): ApiError[] {
  return words.errors.map(({ path, message }) => ({ path, message: message(words.bundled, undefined) }));
}

/**
 * A coded failure a handler or hook throws; the error handler answers it as `{ errors: [{ path, message }] }` with
 * the status given here. Words taken from a manifest are read again when it is answered, from the manifest in force
 * in the reader's language (`wordsInForce`); `errors` holds them in the release's English meanwhile.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly path: string;
  /** Where the words come from; undefined when they were written out for this refusal alone. */
  readonly words: ManifestWords<unknown> | ReadWords | undefined;
  readonly errors: readonly ApiError[];

  constructor(statusCode: number, code: ErrorCode, path = '', values?: MessageValues) {
    super(`${code} (${statusCode})`);
    this.name = 'ApiProblem';
    this.statusCode = statusCode;
    this.code = code;
    this.path = path;
    const words = catalogueWords([{ path, code, values }]);
    this.words = words as ManifestWords<unknown>;
    this.errors = releaseWords(words);
  }

  /** A refusal naming several fields, each with its own catalogue code: `code` is the one it stands for in logs. */
  static catalogued(statusCode: number, code: ErrorCode, errors: readonly CatalogueError[]): ApiProblem {
    return ApiProblem.inManifest(statusCode, code, catalogueWords(errors));
  }

  /** A refusal worded by a feature's own manifest (the disputes', the message center's, an upload's). */
  static inManifest<T>(statusCode: number, code: ErrorCode, words: ManifestWords<T>): ApiProblem {
    const problem = new ApiProblem(statusCode, code, words.errors[0]?.path ?? '');
    Object.assign(problem, { words, errors: releaseWords(words) });
    return problem;
  }

  /**
   * A refusal worded from several manifests when it is answered (`words`); `errors` are its words in the release's
   * English, for logs and for an answer whose words cannot be read.
   */
  static readBy(statusCode: number, code: ErrorCode, errors: readonly ApiError[], words: ReadWords): ApiProblem {
    const problem = new ApiProblem(statusCode, code, errors[0]?.path ?? '');
    Object.assign(problem, { words, errors: [...errors] });
    return problem;
  }

  /**
   * A refusal worded for this answer alone (one message per field at fault, made from several manifests' copy),
   * answered with `errors` as given: `code` is the catalogue code it stands for in logs and metrics.
   */
  static worded(statusCode: number, code: ErrorCode, errors: readonly ApiError[]): ApiProblem {
    const problem = new ApiProblem(statusCode, code, errors[0]?.path ?? '');
    Object.assign(problem, { words: undefined, errors: [...errors] });
    return problem;
  }
}

/** Reads a manifest (by file name, with the release's copy) as the version in force has it in the reader's language. */
export type ManifestReader = <T>(name: string, bundled: T) => Promise<T>;

/** A problem's answer in the words of the manifests `read` gives, written in `locale`; fixed words stay as written. */
export async function problemErrors(problem: ApiProblem, read: ManifestReader, locale: string): Promise<readonly ApiError[]> {
  const { words } = problem;
  if (words === undefined) return problem.errors;
  if ('read' in words) return words.read(read, locale);
  const manifest = await read(words.name, words.bundled);
  return words.errors.map(({ path, message }) => ({ path, message: message(manifest, locale) }));
}
