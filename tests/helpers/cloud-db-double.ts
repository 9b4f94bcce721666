import type { CloudDb } from '../../cloudfunctions/game/src/store/cloudbase';

type Doc = Record<string, unknown> & { _id: string };
const LT = Symbol('lt');
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
type Lt = { [LT]: number };

/**
 * An in-memory stand-in for the wx-server-sdk database calls the CloudBase adapter makes, faithful
 * in what matters: add() rejects a taken _id, where() matches fields exactly (or `command.lt`),
 * update() answers stats.updated, remove() answers stats.removed. Documents are copied in and out
 * as JSON, as they travel to the database (and so on every Node the cloud function runs on).
 */
export function cloudDbDouble(): CloudDb & { docs: Map<string, Doc> } {
  const docs = new Map<string, Doc>();
  const matches = (doc: Doc, query: Record<string, unknown>) =>
    Object.entries(query).every(([field, want]) => {
      const have = doc[field];
      if (typeof want === 'object' && want !== null && LT in want) return typeof have === 'number' && have < (want as Lt)[LT];
      return have === want;
    });
  const found = (query: Record<string, unknown>) => [...docs.values()].filter((d) => matches(d, query));
  return {
    docs,
    command: { lt: (value: number): Lt => ({ [LT]: value }) },
    collection: () => ({
      async add({ data }: { data: Doc }) {
        if (docs.has(data._id)) throw new Error(`Error: errCode: -502001 database request fail | errMsg: [FailedOperation] duplicate key ${data._id}`);
        docs.set(data._id, copy(data));
        return { _id: data._id, errMsg: 'collection.add:ok' };
      },
      where: (query: Record<string, unknown>) => ({
        limit: (max: number) => ({
          async get() {
            return { data: found(query).slice(0, max).map((d) => copy(d)), errMsg: 'collection.get:ok' };
          },
        }),
        async update({ data }: { data: Record<string, unknown> }) {
          const hits = found(query);
          for (const doc of hits) docs.set(doc._id, { ...doc, ...copy(data) });
          return { stats: { updated: hits.length }, errMsg: 'collection.update:ok' };
        },
        async remove() {
          const hits = found(query);
          for (const doc of hits) docs.delete(doc._id);
          return { stats: { removed: hits.length }, errMsg: 'collection.remove:ok' };
        },
      }),
    }),
  };
}
