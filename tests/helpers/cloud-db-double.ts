import type { CloudDb } from '../../cloudfunctions/game/src/store/cloudbase';

export type Doc = Record<string, unknown> & { _id: string };
const LT = Symbol('lt');
const LTE = Symbol('lte');
const GTE = Symbol('gte');
const INC = Symbol('inc');
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
type Lt = { [LT]: number };
type Lte = { [LTE]: number };
type Gte = { [GTE]: number };
type Inc = { [INC]: number };

/** Told of every change of one document: the document as it is now, or null once removed. */
export type DocListener = (doc: Doc | null) => void;

/**
 * An in-memory stand-in for the wx-server-sdk database calls the adapters make, faithful in what
 * matters: add() rejects a taken _id, where() matches fields exactly (or `command.lt`/`lte`/`gte`) and pages
 * with skip() — in a stable order only after orderBy(): without it the database promises no order, and
 * here each page reads the matches in a different one —, update() applies `command.inc` to the stored number (a missing field counts as 0) and answers
 * stats.updated, remove() answers stats.removed.
 * Each collection is its own map; documents are copied in and out as JSON, as they travel to the
 * database (and so on every Node the cloud function runs on). `listen` is what a client's
 * watch() on one document hears.
 */
export function cloudDbDouble(): CloudDb & {
  /** The `rooms` collection. */
  docs: Map<string, Doc>;
  collectionDocs(name: string): Map<string, Doc>;
  listen(collection: string, id: string, listener: DocListener): () => void;
  /** What a client's doc(id).set() does: creates or replaces the document. */
  setDoc(collection: string, id: string, data: Record<string, unknown>): void;
  /** What a client's doc(id).remove() does. */
  removeDoc(collection: string, id: string): void;
} {
  const collections = new Map<string, Map<string, Doc>>();
  const listeners = new Map<string, Set<DocListener>>();
  const unorderedReads = { count: 0 };
  const docsOf = (name: string) => {
    let docs = collections.get(name);
    if (!docs) {
      docs = new Map();
      collections.set(name, docs);
    }
    return docs;
  };
  const changed = (name: string, id: string) => {
    const doc = docsOf(name).get(id);
    for (const listener of listeners.get(`${name}/${id}`) ?? []) listener(doc ? copy(doc) : null);
  };
  const matches = (doc: Doc, query: Record<string, unknown>) =>
    Object.entries(query).every(([field, want]) => {
      const have = doc[field];
      if (typeof want === 'object' && want !== null && LT in want) return typeof have === 'number' && have < (want as Lt)[LT];
      if (typeof want === 'object' && want !== null && LTE in want) return typeof have === 'number' && have <= (want as Lte)[LTE];
      if (typeof want === 'object' && want !== null && GTE in want) return typeof have === 'number' && have >= (want as Gte)[GTE];
      return have === want;
    });
  return {
    docs: docsOf('rooms'),
    collectionDocs: docsOf,
    listen(collection, id, listener) {
      const key = `${collection}/${id}`;
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    setDoc(collection, id, data) {
      docsOf(collection).set(id, { ...copy(data), _id: id });
      changed(collection, id);
    },
    removeDoc(collection, id) {
      if (docsOf(collection).delete(id)) changed(collection, id);
    },
    command: {
      lt: (value: number): Lt => ({ [LT]: value }),
      lte: (value: number): Lte => ({ [LTE]: value }),
      gte: (value: number): Gte => ({ [GTE]: value }),
      inc: (value: number): Inc => ({ [INC]: value }),
    },
    collection: (name: string) => {
      const docs = docsOf(name);
      const found = (query: Record<string, unknown>) => [...docs.values()].filter((d) => matches(d, query));
      const page = (hits: Doc[], count: number, max: number) => ({
        async get() {
          return { data: hits.slice(count, count + max).map((d) => copy(d)), errMsg: 'collection.get:ok' };
        },
      });
      /** The matches as an unordered read may give them: starting somewhere else each time. */
      const anyOrder = (hits: Doc[]) => {
        const start = hits.length === 0 ? 0 : unorderedReads.count++ % hits.length;
        return [...hits.slice(start), ...hits.slice(0, start)];
      };
      return {
        async add({ data }: { data: Record<string, unknown> & { _id: string } }) {
          if (docs.has(data._id)) throw new Error(`Error: errCode: -502001 database request fail | errMsg: [FailedOperation] duplicate key ${data._id}`);
          docs.set(data._id, copy(data));
          changed(name, data._id);
          return { _id: data._id, errMsg: 'collection.add:ok' };
        },
        where: (query: Record<string, unknown>) => ({
          limit: (max: number) => ({
            async get() {
              return { data: found(query).slice(0, max).map((d) => copy(d)), errMsg: 'collection.get:ok' };
            },
          }),
          skip: (count: number) => ({
            limit: (max: number) => page(anyOrder(found(query)), count, max),
          }),
          orderBy: (field: string, order: 'asc' | 'desc') => ({
            skip: (count: number) => ({
              limit: (max: number) => {
                const sign = order === 'asc' ? 1 : -1;
                const key = (d: Doc) => d[field] as string | number;
                return page(found(query).sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0)), count, max);
              },
            }),
          }),
          async update({ data }: { data: Record<string, unknown> }) {
            const hits = found(query);
            for (const doc of hits) {
              const isInc = (value: unknown): value is Inc => typeof value === 'object' && value !== null && INC in value;
              const set: Record<string, unknown> = copy(Object.fromEntries(Object.entries(data).filter(([, value]) => !isInc(value))));
              for (const [field, value] of Object.entries(data)) {
                if (isInc(value)) set[field] = (typeof doc[field] === 'number' ? doc[field] as number : 0) + value[INC];
              }
              docs.set(doc._id, { ...doc, ...set });
              changed(name, doc._id);
            }
            return { stats: { updated: hits.length }, errMsg: 'collection.update:ok' };
          },
          async remove() {
            const hits = found(query);
            for (const doc of hits) {
              docs.delete(doc._id);
              changed(name, doc._id);
            }
            return { stats: { removed: hits.length }, errMsg: 'collection.remove:ok' };
          },
        }),
      };
    },
  };
}
