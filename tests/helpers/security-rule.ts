// A small evaluator of CloudBase database security rules (the JSON pasted in the console), and a
// client's view of the db double that obeys them, so tests check what a phone could actually do.
import type { Doc, cloudDbDouble } from './cloud-db-double';

export type Operation = 'read' | 'create' | 'update' | 'delete';
export type RuleValue = boolean | string;
export type SecurityRule = Partial<Record<Operation | 'write', RuleValue>>;
export interface Auth { openid: string }

/** What a rule reads: who asks, the document (or, for a query, its conditions), and the database behind `get()`. */
interface Scope { auth: Auth | null; doc: Record<string, unknown> | null; lookup(collection: string, id: string): Doc | null }

/**
 * `get(\`database.<collection>.${doc.<field>}\`)`: the document at that path (null when absent). As in
 * CloudBase, the field must be given: a query that leaves it open, or names it by anything but
 * one value, is refused.
 */
function getCall(text: string, scope: Scope): Doc | null | undefined {
  const m = /^get\(`database\.([A-Za-z_][A-Za-z0-9_]*)\.\$\{doc\.([A-Za-z_][A-Za-z0-9_]*)\}`\)$/.exec(text);
  if (!m) return undefined;
  const id = scope.doc?.[m[2]];
  if (typeof id !== 'string' && typeof id !== 'number') throw QUERY_OPEN;
  return scope.lookup(m[1], String(id));
}

/** `auth.openid`, `doc.<field>`, `get(…)`, a quoted string, true, false or null. */
function operand(text: string, scope: Scope): unknown {
  const { auth, doc } = scope;
  const t = text.trim();
  const got = getCall(t, scope);
  if (got !== undefined) return got;
  if (t === 'true' || t === 'false') return t === 'true';
  if (t === 'null') return null;
  const quoted = /^(['"])(.*)\1$/.exec(t);
  if (quoted) return quoted[2];
  if (t === 'auth.openid') return auth?.openid ?? null;
  const field = /^doc\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(t);
  if (field) return doc ? doc[field[1]] : undefined;
  throw new Error(`rule evaluator: cannot read ${t}`);
}

function comparison(text: string, scope: Scope): boolean {
  const m = /^(.*?)(==|!=)(.*)$/.exec(text);
  if (!m) return operand(text, scope) === true;
  const same = operand(m[1], scope) === operand(m[3], scope);
  return m[2] === '==' ? same : !same;
}

/** A query that leaves open a field the rule's `get()` needs. */
const QUERY_OPEN = new Error('query leaves a get() field open');

/**
 * Whether a client signed in as `auth` (null: not signed in) may do `op` on `doc` under `rule`; for a
 * query, `doc` is its conditions (field → the one value asked for). `lookup` is the database `get()` reads.
 */
export function allows(rule: SecurityRule, op: Operation, auth: Auth | null, doc: Scope['doc'], lookup: Scope['lookup'] = () => null): boolean {
  const value = rule[op] ?? (op === 'read' ? false : rule.write ?? false);
  if (typeof value === 'boolean') return value;
  const scope = { auth, doc, lookup };
  try {
    return value.split('||').some((any) => any.split('&&').every((all) => comparison(all, scope)));
  } catch (error) {
    if (error === QUERY_OPEN) return false;
    throw error;
  }
}

export const PERMISSION_DENIED = { errCode: -502003, errMsg: 'database permission denied' };

export interface WatchSnapshot { type?: 'init'; docs: Doc[]; docChanges: { dataType: string; docId: string }[] }
export interface WatchOptions { onChange(snapshot: WatchSnapshot): void; onError(error: unknown): void }

/**
 * What the mini-program's `wx.cloud.database()` can do against the double, as `auth`, under the
 * collections' rules (a collection without a rule denies everything, like CloudBase's default for
 * a custom rule that says nothing). Refusals reject (or call onError) with permission denied.
 * A read is checked as CloudBase checks it: on its query, not on the documents it finds — the rule
 * must hold on the fields the query fixes (`'{openid}'` stands for the caller), so a rule on
 * `doc._openid` needs `_openid: '{openid}'` in the query, and `doc(id)` fixes `_id` alone.
 */
export function clientDb(db: ReturnType<typeof cloudDbDouble>, rules: Record<string, SecurityRule>, auth: Auth | null) {
  const lookup = (collection: string, id: string) => db.collectionDocs(collection).get(id) ?? null;
  const check = (collection: string, op: Operation, doc: Scope['doc']) => {
    if (!allows(rules[collection] ?? {}, op, auth, doc, lookup)) throw PERMISSION_DENIED;
  };
  /** The query with `'{openid}'` made the caller's, once the rule allows reading by it. */
  const readable = (collection: string, query: Record<string, unknown>): Record<string, unknown> => {
    if (auth === null && Object.values(query).includes('{openid}')) throw PERMISSION_DENIED;
    const fixed = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === '{openid}' ? auth?.openid : v]));
    check(collection, 'read', fixed);
    return fixed;
  };
  const matches = (doc: Doc | null, query: Record<string, unknown>): doc is Doc => doc !== null && Object.entries(query).every(([k, v]) => doc[k] === v);
  /** Like CloudBase: an init snapshot, then one per change of the (one, by `_id`) document the query matches. */
  const watchQuery = (name: string, query: Record<string, unknown>, options: WatchOptions) => {
    let open = true;
    let fixed: Record<string, unknown>;
    try {
      fixed = readable(name, query);
    } catch (error) {
      setTimeout(() => options.onError(error), 0);
      return { close: async () => { open = false; } };
    }
    const id = String(fixed._id);
    const current = () => db.collectionDocs(name).get(id) ?? null;
    const send = (found: Doc | null, type?: 'init') => {
      if (!open) return;
      const doc = matches(found, fixed) ? found : null;
      const dataType = type ?? (doc ? 'update' : 'remove');
      options.onChange({ ...(type && { type }), docs: doc ? [doc] : [], docChanges: doc || !type ? [{ dataType, docId: id }] : [] });
    };
    const stop = db.listen(name, id, (doc) => setTimeout(() => send(doc), 0));
    setTimeout(() => send(current() && JSON.parse(JSON.stringify(current())), 'init'), 0);
    return {
      close: async () => {
        open = false;
        stop();
      },
    };
  };
  return {
    collection: (name: string) => ({
      /** The whole collection: a query that fixes nothing. */
      async get() {
        const fixed = readable(name, {});
        return { data: [...db.collectionDocs(name).values()].filter((doc) => matches(doc, fixed)).map((doc) => JSON.parse(JSON.stringify(doc)) as Doc) };
      },
      async add({ data }: { data: Doc }) {
        check(name, 'create', data);
        return db.collection(name).add({ data });
      },
      /** A query on fixed fields; its watch() needs `_id` among them (all this project watches). */
      where: (query: Record<string, unknown>) => ({
        async get() {
          const fixed = readable(name, query);
          return { data: [...db.collectionDocs(name).values()].filter((doc) => matches(doc, fixed)).map((doc) => JSON.parse(JSON.stringify(doc)) as Doc) };
        },
        watch: (options: WatchOptions) => watchQuery(name, query, options),
      }),
      doc: (id: string) => {
        const current = () => db.collectionDocs(name).get(id) ?? null;
        return {
          async get() {
            readable(name, { _id: id });
            const doc = current();
            if (!doc) throw { errCode: -502005, errMsg: `document.get:fail document with _id ${id} does not exist` };
            return { data: JSON.parse(JSON.stringify(doc)) };
          },
          async set({ data }: { data: Record<string, unknown> }) {
            check(name, current() ? 'update' : 'create', { ...data, _id: id });
            db.setDoc(name, id, data);
          },
          async remove() {
            check(name, 'delete', current());
            db.removeDoc(name, id);
          },
          watch: (options: WatchOptions) => watchQuery(name, { _id: id }, options),
        };
      },
    }),
  };
}
