import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Db } from '../../src/server/db/index.ts';

/** A database handle that counts the queries run through it (a Kysely plugin sees each one). */
export function countingDb(db: Db): { db: Db; count(): number; reset(): void } {
  let queries = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      queries += 1;
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    count: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}

/** How many queries `work` runs through the counting handle. */
export async function queriesOf(counter: ReturnType<typeof countingDb>, work: () => Promise<unknown>) {
  counter.reset();
  await work();
  return counter.count();
}
