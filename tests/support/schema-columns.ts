import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import ts from 'typescript';

/** A column's coarse kind: what a row's value is in JavaScript once read (type-parsers.ts decides int8 and date). */
export type ValueClass = 'string' | 'number' | 'bigint' | 'boolean' | 'date' | 'json' | 'bytes';

/** A column as one side declares it. */
export interface ColumnShape {
  /** Undefined for a generated column: information_schema calls every one nullable, whatever its expression. */
  readonly nullable: boolean | undefined;
  readonly kind: ValueClass | 'unknown';
}

/** Columns by table, by column. */
export type TableShapes = Map<string, Map<string, ColumnShape>>;

const SCHEMA_TS = fileURLToPath(new URL('../../src/server/db/schema.ts', import.meta.url));

/** A SQL type as it arrives in a row: int8 is a safe number and a date its ISO text (type-parsers.ts); numeric is text. */
function classOfSqlType(dataType: string): ValueClass | 'unknown' {
  if (['text', 'character varying', 'character', 'uuid', 'date', 'numeric', 'inet', 'citext'].includes(dataType)) return 'string';
  if (['integer', 'smallint', 'bigint', 'real', 'double precision'].includes(dataType)) return 'number';
  if (dataType === 'boolean') return 'boolean';
  if (dataType.startsWith('timestamp')) return 'date';
  if (dataType === 'json' || dataType === 'jsonb' || dataType === 'ARRAY') return 'json';
  if (dataType === 'bytea') return 'bytes';
  return 'unknown';
}

/** Every table and column the migrations made, as information_schema reports them (the migration bookkeeping left out). */
export async function databaseShapes(db: Kysely<unknown>): Promise<TableShapes> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string; is_generated: string; data_type: string }>`
    select c.table_name, c.column_name, c.is_nullable, c.is_generated, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely\\_%'
  `.execute(db);
  const shapes: TableShapes = new Map();
  for (const row of rows) {
    const table = shapes.get(row.table_name) ?? new Map<string, ColumnShape>();
    const nullable = row.is_generated === 'ALWAYS' ? undefined : row.is_nullable === 'YES';
    table.set(row.column_name, { nullable, kind: classOfSqlType(row.data_type) });
    shapes.set(row.table_name, table);
  }
  return shapes;
}

/** The class of one (non-null) member of a selected type. */
function classOfType(type: ts.Type, checker: ts.TypeChecker): ValueClass | 'unknown' {
  const flags = type.getFlags();
  if (flags & (ts.TypeFlags.StringLike)) return 'string';
  if (flags & ts.TypeFlags.NumberLike) return 'number';
  if (flags & ts.TypeFlags.BigIntLike) return 'bigint';
  if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
  const name = type.getSymbol()?.getName() ?? type.aliasSymbol?.getName();
  if (name === 'Date') return 'date';
  if (name === 'Uint8Array' || name === 'Buffer') return 'bytes';
  if (flags & (ts.TypeFlags.Object | ts.TypeFlags.NonPrimitive | ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return 'json';
  return checker.typeToString(type) === 'object' ? 'json' : 'unknown';
}

const unionMembers = (type: ts.Type): readonly ts.Type[] => (type.isUnion() ? type.types : [type]);

/** The types a select reads: ColumnType's (and so Generated's) select part, else the type itself, for each member of a union. */
function selectedTypes(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): ts.Type[] {
  return unionMembers(type).flatMap((member) => {
    const select = member.getProperty('__select__');
    return select ? [...unionMembers(checker.getTypeOfSymbolAtLocation(select, at))] : [member];
  });
}

function shapeOfType(members: readonly ts.Type[], checker: ts.TypeChecker): ColumnShape {
  const nullable = members.some((member) => member.getFlags() & ts.TypeFlags.Null);
  const kinds = new Set(members.filter((member) => !(member.getFlags() & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))).map((member) => classOfType(member, checker)));
  const [kind] = [...kinds];
  return { nullable, kind: kinds.size === 1 && kind !== undefined ? kind : 'unknown' };
}

/** Every table of src/server/db/schema.ts's `Database` and its columns, read with the TypeScript compiler. */
export function schemaTsShapes(): TableShapes {
  const program = ts.createProgram([SCHEMA_TS], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SCHEMA_TS);
  const database = file?.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database');
  if (!file || !database) throw new Error('src/server/db/schema.ts has no interface Database');
  const shapes: TableShapes = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getTypeOfSymbolAtLocation(table, database).getProperties()) {
      const declared = checker.getTypeOfSymbolAtLocation(column, database);
      columns.set(column.getName(), shapeOfType(selectedTypes(declared, checker, database), checker));
    }
    shapes.set(table.getName(), columns);
  }
  return shapes;
}

/** Every difference between the two sides, one sentence each, sorted. */
export function shapeDifferences(migrated: TableShapes, declared: TableShapes): string[] {
  const found: string[] = [];
  for (const [table, columns] of migrated) {
    const typed = declared.get(table);
    if (!typed) {
      found.push(`${table}: a table the migrations create that schema.ts lacks`);
      continue;
    }
    for (const [column, shape] of columns) {
      const other = typed.get(column);
      if (!other) found.push(`${table}.${column}: a column the migrations create that schema.ts lacks`);
      else {
        if (shape.nullable !== undefined && other.nullable !== shape.nullable) found.push(`${table}.${column}: ${shape.nullable ? 'nullable' : 'not null'} in the database, ${other.nullable ? 'nullable' : 'not null'} in schema.ts`);
        if (other.kind !== shape.kind) found.push(`${table}.${column}: reads as ${shape.kind} from the database, typed ${other.kind} in schema.ts`);
      }
    }
    for (const column of typed.keys()) if (!columns.has(column)) found.push(`${table}.${column}: a column of schema.ts no migration creates`);
  }
  for (const table of declared.keys()) if (!migrated.has(table)) found.push(`${table}: a table of schema.ts no migration creates`);
  return found.sort();
}
