// The parts of WeChat events the pages read (the typings' CustomEvent only allows object details).

/** A Vant component's change event: `detail` is the new value (a string, number, boolean, array…). */
export interface ValueEvent<T> { detail: T }

/** A tap on a node carrying `data-*` attributes. */
export interface DataEvent<D> { currentTarget: { dataset: Partial<D> } }

/** A change event from a node that also carries `data-*` attributes. */
export interface DataValueEvent<T, D> extends ValueEvent<T>, DataEvent<D> {}
