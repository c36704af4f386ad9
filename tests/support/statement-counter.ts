import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** One statement the app ran: its SQL kind and table hint, and how long it took (ms). */
export interface CountedStatement {
  /** The statement's kind (select, update, ...); raw SQL is 'raw'. */
  kind: string;
  /** The first table it names ('' for raw SQL). */
  table: string;
  /** Both as one label, e.g. "SelectQueryNode:sessions". */
  node: string;
  ms: number;
}

/**
 * A database handle that records every statement run through it (Kysely plugins see raw `sql` too), so a test can
 * say how many statements a call makes. `reset()` starts a new count.
 */
export function countingDatabase(db: Kysely<Database>): { db: Kysely<Database>; statements: CountedStatement[]; reset(): void } {
  const statements: CountedStatement[] = [];
  const started = new WeakMap<object, { at: number; node: RootOperationNode }>();
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      started.set(args.queryId, { at: performance.now(), node: args.node });
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const start = started.get(args.queryId);
      if (start) statements.push({ ...describe(start.node), ms: performance.now() - start.at });
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
}

interface NamedTable {
  table?: { identifier?: { name?: string } };
  node?: { table?: { identifier?: { name?: string } } };
}

function describe(node: RootOperationNode): { kind: string; table: string; node: string } {
  const shaped = node as unknown as { kind: string; from?: { froms?: NamedTable[] }; table?: NamedTable; into?: NamedTable };
  const named = shaped.from?.froms?.[0] ?? shaped.table ?? shaped.into;
  const table = named?.table?.identifier?.name ?? named?.node?.table?.identifier?.name ?? '';
  return { kind: shaped.kind.replace(/QueryNode$|Node$/, '').toLowerCase(), table, node: `${shaped.kind}:${table || '?'}` };
}
