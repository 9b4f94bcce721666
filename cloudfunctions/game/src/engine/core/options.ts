import type { OptionInfo, RuleSet, RuleValue } from '../../../../../typings/api';

/**
 * An option as a game declares it: the catalog entry with its values kept as literal types, so one
 * table yields the catalog (`GameInfo.options`), the option-id type and the typed reader.
 */
export type OptionSpec =
  | (OptionInfo & { type: 'boolean'; default: boolean })
  | (OptionInfo & { type: 'enum'; values: readonly string[]; default: string })
  | (OptionInfo & { type: 'set'; values: readonly string[]; default: readonly string[] })
  | (OptionInfo & { type: 'number'; min: number; max: number; default: number });

type ValueOf<S> =
  S extends { type: 'boolean' } ? boolean
    : S extends { type: 'enum'; values: readonly (infer V)[] } ? V
      : S extends { type: 'set'; values: readonly (infer V)[] } ? V[]
        : number;

/** The typed rule values of an options table, keyed by option id. */
export type RulesOf<T extends readonly OptionSpec[]> = { readonly [S in T[number] as S['id']]: ValueOf<S> };

/** Declares an option keeping its id and values as literal types. */
export function option<const S extends OptionSpec>(spec: S): S {
  return spec;
}

/** The catalog entries of a table (plain, mutable arrays as the public type wants). */
export function catalogOptions(table: readonly OptionSpec[]): OptionInfo[] {
  return table.map((o) => ({
    ...o,
    ...('values' in o && o.values && { values: [...o.values] }),
    ...(Array.isArray(o.default) && { default: [...o.default] }),
  }) as OptionInfo);
}

/**
 * Reads a room's rule set (validated by the core at creation) into typed values; an option the room
 * does not set takes its default (rooms stored before the option existed).
 */
export function readOptions<const T extends readonly OptionSpec[]>(table: T, rules: RuleSet): RulesOf<T> {
  const read: Record<string, RuleValue> = {};
  for (const o of table) read[o.id] = valueOf(o, rules[o.id]);
  return read as unknown as RulesOf<T>;
}

function valueOf(o: OptionSpec, value: RuleValue | undefined): RuleValue {
  switch (o.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : o.default;
    case 'enum':
      return typeof value === 'string' && o.values.includes(value) ? value : o.default;
    case 'set':
      return o.values.filter((v) => (Array.isArray(value) ? value : o.default).includes(v));
    case 'number':
      return typeof value === 'number' ? value : o.default;
  }
}
