/** One problem in a manifest, worded for the product owner who edits the JSON. */
export interface ValidationIssue {
  /** File as the product owner knows it, e.g. "config/menus.json". */
  readonly file: string;
  /** JSON pointer to the offending value ("" for the whole file). */
  readonly pointer: string;
  /** What the validator expected there. */
  readonly expected: string;
  /** What it found (JSON, shortened). */
  readonly found: string;
  /** The full sentence: file, pointer, expected, found and, for references, which key is unknown. */
  readonly message: string;
}

const MAX_FOUND = 80;

/** JSON for a found value, shortened so one bad array does not flood the output. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > MAX_FOUND ? `${text.slice(0, MAX_FOUND - 1)}…` : text;
}

/** Builds an issue; `note` adds the parenthesised reason, such as "(no route has that path)". */
export function makeIssue(file: string, pointer: string, expected: string, found: string, note?: string): ValidationIssue {
  const where = pointer === '' ? file : `${file} at ${pointer}`;
  const message = `${where}: expected ${expected}, found ${found}${note ? ` (${note})` : ''}`;
  return { file, pointer, expected, found, message };
}

/** Appends one reference token to a JSON pointer, escaping "~" and "/". */
export function pointerJoin(pointer: string, ...tokens: readonly (string | number)[]): string {
  return tokens.reduce<string>(
    (acc, token) => `${acc}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`,
    pointer,
  );
}
