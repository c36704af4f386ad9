import ts from 'typescript';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from '../../../engine/core/config-validation/issue';
import { textsKey } from './texts-key';

const FILE = 'config/errors.json';
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const FAMILY_PREFIX = /^[A-Z][A-Z0-9_]*_$/;
/** A file without an upper-case literal, the catalogue, `ErrorCode` or a built code names no code: it is not parsed. */
const MAY_NAME_CODES = /['"`][A-Z][A-Z0-9_]*['"`]|errorsManifest|[A-Z]_\$\{|ErrorCode/;

/** One source file the check reads: its path as the repository names it, and its text. */
export interface SourceText {
  readonly path: string;
  readonly text: string;
}

export interface ErrorCodeUse {
  /** The codes of config/errors.json. */
  readonly catalogue: readonly string[];
  /** Catalogue codes marked `unshown`: kept although nothing names them, and refused once something does. */
  readonly unshown?: readonly string[];
  /** The web app's, the engine's and the server's source files (no tests, no generated files). */
  readonly sources: readonly SourceText[];
  /** Every string (keys and values) of the other manifests, which may name codes too (policy.json refusals). */
  readonly configStrings: ReadonlySet<string>;
}

/** What one source file says about error codes. */
interface SourceFacts {
  /** Every string literal and identifier: a catalogue code among them is in use. */
  readonly names: Set<string>;
  /** Code prefixes the file builds codes from (`FORM_${keyword}`): every catalogue code with one is in use. */
  readonly families: Set<string>;
  /** Literals in a place that takes an error code, with their line. */
  readonly codes: { code: string; line: number }[];
}

const mentionsErrorCode = (type: ts.TypeNode | undefined, property: string | undefined, file: ts.SourceFile): boolean => {
  if (type === undefined) return false;
  const text = type.getText(file);
  if (property === undefined || /Record<[^,]+,\s*ErrorCode\s*>/.test(text)) return /\bErrorCode\b/.test(text);
  return new RegExp(`\\b${property}\\??:\\s*ErrorCode\\b`).test(text);
};

const calleeName = (expression: ts.Expression): string | undefined => {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
};

const isCatalogueAccess = (expression: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(expression) &&
  expression.name.text === 'errors' &&
  (ts.isIdentifier(expression.expression) ? expression.expression : ts.isPropertyAccessExpression(expression.expression) ? expression.expression.name : undefined)?.text === 'errorsManifest';

/** Names of functions and classes with a parameter typed `ErrorCode`, with that parameter's position. */
function codeParameters(files: readonly ts.SourceFile[]): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  const note = (name: string | undefined, parameters: ts.NodeArray<ts.ParameterDeclaration>, file: ts.SourceFile) => {
    if (name === undefined) return;
    parameters.forEach((parameter, index) => {
      if (!mentionsErrorCode(parameter.type, undefined, file)) return;
      const positions = found.get(name) ?? new Set<number>();
      positions.add(index);
      found.set(name, positions);
    });
  };
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) note(node.name?.getText(file), node.parameters, file);
      if (ts.isConstructorDeclaration(node) && ts.isClassLike(node.parent)) note(node.parent.name?.text, node.parameters, file);
      if (ts.isVariableDeclaration(node) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
        note(node.name.getText(file), node.initializer.parameters, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/**
 * Whether a literal stands where an error code goes: an argument a function takes as `ErrorCode`, the catalogue's
 * `errorsManifest.errors['X']`, or a value whose declared type is `ErrorCode` (a variable, a parameter's default,
 * a property, a function's return, `as`/`satisfies`), through conditionals, `??`/`||`, arrays and object literals.
 */
function takesCode(literal: ts.Node, takers: ReadonlyMap<string, ReadonlySet<number>>, file: ts.SourceFile): boolean {
  let node: ts.Node = literal;
  let property: string | undefined;
  for (let parent = node.parent; parent !== undefined; node = parent, parent = parent.parent) {
    if (ts.isParenthesizedExpression(parent) || ts.isArrayLiteralExpression(parent)) continue;
    if (ts.isConditionalExpression(parent) && parent.condition !== node) continue;
    if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)) continue;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
      property = parent.name.getText(file);
      continue;
    }
    if (ts.isObjectLiteralExpression(parent)) continue;
    if (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
      if (mentionsErrorCode(parent.type, property, file)) return true;
      continue;
    }
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== node) {
      const name = calleeName(parent.expression);
      const index = parent.arguments?.indexOf(node as ts.Expression) ?? -1;
      return name !== undefined && (takers.get(name)?.has(index) ?? false);
    }
    if (ts.isElementAccessExpression(parent)) return parent.argumentExpression === node && isCatalogueAccess(parent.expression);
    if (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isPropertyDeclaration(parent)) return mentionsErrorCode(parent.type, property, file);
    if (ts.isReturnStatement(parent) || (ts.isArrowFunction(parent) && parent.body === node)) {
      const fn = ts.isReturnStatement(parent) ? ts.findAncestor(parent, ts.isFunctionLike) : parent;
      return mentionsErrorCode(fn?.type, property, file);
    }
    return false;
  }
  return false;
}

function factsOf(file: ts.SourceFile, takers: ReadonlyMap<string, ReadonlySet<number>>): SourceFacts {
  const facts: SourceFacts = { names: new Set(), families: new Set(), codes: [] };
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      facts.names.add(node.text);
      if (CODE.test(node.text) && takesCode(node, takers, file)) facts.codes.push({ code: node.text, line: lineOf(node) });
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      facts.names.add(node.text);
      if (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node && isCatalogueAccess(node.parent.expression)) {
        facts.codes.push({ code: node.text, line: lineOf(node) });
      }
    } else if (ts.isTemplateExpression(node) && FAMILY_PREFIX.test(node.head.text)) {
      facts.families.add(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return facts;
}

/** What the sources say about error codes, all files together. */
interface SourceScan {
  readonly names: ReadonlySet<string>;
  readonly families: ReadonlySet<string>;
  readonly codes: readonly { path: string; code: string; line: number }[];
}

let lastScan: { key: string; scan: SourceScan } | undefined;

/**
 * Parses the sources once per distinct set of texts: parsing every source file is most of the check's cost, and one
 * process (a test file, a tool checking edits as they are made) may check many configs against the same code.
 */
function scanSources(sources: readonly SourceText[]): SourceScan {
  const key = textsKey(sources.map((source) => ({ name: source.path, text: source.text })));
  if (lastScan?.key === key) return lastScan.scan;
  const files = sources.filter((source) => MAY_NAME_CODES.test(source.text)).map((source) =>
    ts.createSourceFile(source.path, source.text, ts.ScriptTarget.ES2022, true, source.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  );
  const takers = codeParameters(files);
  const names = new Set<string>();
  const families = new Set<string>();
  const codes: { path: string; code: string; line: number }[] = [];
  for (const file of files) {
    const facts = factsOf(file, takers);
    facts.names.forEach((name) => names.add(name));
    facts.families.forEach((prefix) => families.add(prefix));
    for (const { code, line } of facts.codes) codes.push({ path: file.fileName, code, line });
  }
  const scan = { names, families, codes };
  lastScan = { key, scan };
  return scan;
}

/**
 * The catalogue against the code: every code a source raises or shows is in config/errors.json (an unknown one
 * would throw or show nothing), and every catalogue code is named by a source or another manifest, or built by a
 * source from its prefix (`FORM_${keyword}`); a code nothing names is dead copy.
 */
export function checkErrorCodes(use: ErrorCodeUse): ValidationIssue[] {
  const scan = scanSources(use.sources);
  const known = new Set(use.catalogue);
  const named = new Set([...use.configStrings, ...scan.names]);
  const families = scan.families;
  const issues: ValidationIssue[] = [];
  for (const { path, code, line } of scan.codes) {
    if (!known.has(code)) issues.push(makeIssue(`${path}:${line}`, '', `a code of ${FILE}`, describeFound(code), `${FILE} has no such code`));
  }
  const unshown = new Set(use.unshown ?? []);
  for (const code of use.catalogue) {
    const used = named.has(code) || [...families].some((prefix) => code.startsWith(prefix));
    if (unshown.has(code)) {
      if (used) issues.push(makeIssue(FILE, pointerJoin('/errors', code, 'unshown'), 'no "unshown" on a code the app names', 'true', 'a source or manifest names this code: remove "unshown"'));
      continue;
    }
    if (used) continue;
    issues.push(makeIssue(FILE, pointerJoin('/errors', code), 'a code the app raises or shows', describeFound(code), 'no source file and no other manifest names it; use it or remove it'));
  }
  return issues;
}
