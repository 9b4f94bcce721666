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
 */
export function clientDb(db: ReturnType<typeof cloudDbDouble>, rules: Record<string, SecurityRule>, auth: Auth | null) {
  const lookup = (collection: string, id: string) => db.collectionDocs(collection).get(id) ?? null;
  const check = (collection: string, op: Operation, doc: Scope['doc']) => {
    if (!allows(rules[collection] ?? {}, op, auth, doc, lookup)) throw PERMISSION_DENIED;
  };
  /**
   * A query (`collection.get()`, `where({ field: value }).get()`): like CloudBase, the rule is checked
   * against the query's conditions, not the documents it would find; allowed, it answers the matches.
   */
  const query = (name: string, conditions: Record<string, unknown>) => ({
    async get() {
      check(name, 'read', conditions);
      const matches = [...db.collectionDocs(name).values()].filter((doc) => Object.entries(conditions).every(([k, v]) => doc[k] === v));
      return { data: JSON.parse(JSON.stringify(matches)) as Doc[] };
    },
  });
  return {
    collection: (name: string) => ({
      get: () => query(name, {}).get(),
      where: (conditions: Record<string, unknown>) => query(name, conditions),
      async add({ data }: { data: Doc }) {
        check(name, 'create', data);
        return db.collection(name).add({ data });
      },
      doc: (id: string) => {
        const current = () => db.collectionDocs(name).get(id) ?? null;
        return {
          async get() {
            check(name, 'read', current());
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
          /** Like CloudBase: an init snapshot, then one per change; the read rule applies to each document sent. */
          watch(options: WatchOptions) {
            let open = true;
            const send = (doc: Doc | null, type?: 'init') => {
              if (!open) return;
              try {
                // The rule is checked on each document sent; a document not there yet sends none.
                if (doc) check(name, 'read', doc);
              } catch (error) {
                open = false;
                stop();
                options.onError(error);
                return;
              }
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
          },
        };
      },
    }),
  };
}
