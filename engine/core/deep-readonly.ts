/**
 * Read-only view of a manifest type, arrays and tuples included. Manifests are deep-frozen when
 * loaded, so functions that take manifest data accept this view as well as the generated type.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
