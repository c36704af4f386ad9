import type { FlagDefinition } from '../../core/generated/manifests.gen';
import type { DeepReadonly } from '../../core/deep-readonly';

/** The context key flags are evaluated for before anyone is identified (flags start anonymous). */
export const ANONYMOUS_FLAG_KEY = 'anonymous';

/** Who flags are evaluated for: the signed-in user's flag context key and, in secure mode, its hash. */
export interface FlagIdentity {
  readonly key: string;
  readonly hash?: string;
}

export interface FlagSnapshot {
  /** Every flags.json flag: the flag service's value once known, else the flags.json default. */
  readonly values: Readonly<Record<string, unknown>>;
  /** The identity flags are (being) evaluated for; undefined while anonymous. */
  readonly identity: FlagIdentity | undefined;
  /** Key of that identity, ANONYMOUS_FLAG_KEY while anonymous. */
  readonly contextKey: string;
  /** True once the flag service answered for contextKey, or once the defaults deadline passed without an answer. */
  readonly settled: boolean;
}

export interface FlagTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FlagStoreOptions {
  readonly definitions: DeepReadonly<Record<string, FlagDefinition>>;
  /** How long to wait for the flag service before the flags.json defaults apply (app.json flags.defaultsAfterMs). */
  readonly defaultsAfterMs: number;
  readonly timers?: FlagTimers;
  /** Where "unknown flag" is reported; console.error by default. */
  readonly reportError?: (message: string) => void;
  /**
   * Answers already at hand by context key (e.g. evaluated by the server and embedded in the page): switching to
   * one of these identities settles at once with its values, with no wait for the flag service.
   */
  readonly known?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface FlagStore {
  getSnapshot(): FlagSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Starts the wait for the current identity's flags if none is running or done, so the defaults deadline counts
   * from the app's start. Idempotent.
   */
  start(): void;
  /** Switches to another identity (undefined: anonymous); flags must resolve again, within the same deadline. */
  identify(identity: FlagIdentity | undefined): void;
  /** The flag service answered for `contextKey`; ignored when the store has moved on to another identity. */
  resolve(contextKey: string, values: Readonly<Record<string, unknown>>): void;
  /** A live change from the flag service for `contextKey` (same rule). */
  update(contextKey: string, values: Readonly<Record<string, unknown>>): void;
  /** One flag's value; a key flags.json does not declare yields null and one console error naming it. */
  read(key: string): unknown;
  /** Stops the pending deadline. */
  dispose(): void;
}

const browserTimers: FlagTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * The browser's flag state, without React or the network, so its timing rules can be tested with fake timers:
 * until the flag service answers for the current identity the values stay what they were (at first the flags.json
 * defaults) and `settled` is false; after `defaultsAfterMs` without an answer the defaults apply and `settled`
 * turns true, so nothing waits on flags longer than that.
 */
export function createFlagStore(options: FlagStoreOptions): FlagStore {
  const timers = options.timers ?? browserTimers;
  const reportError = options.reportError ?? ((message: string) => console.error(message));
  const defaults: Readonly<Record<string, unknown>> = Object.freeze(
    Object.fromEntries(Object.entries(options.definitions).map(([key, definition]) => [key, definition.default])),
  );
  const listeners = new Set<() => void>();
  const reported = new Set<string>();
  const known = options.known ?? {};
  let deadline: unknown;

  const publish = (next: FlagSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const stopDeadline = () => {
    if (deadline !== undefined) timers.clearTimeout(deadline);
    deadline = undefined;
  };
  const startDeadline = () => {
    stopDeadline();
    deadline = timers.setTimeout(() => {
      deadline = undefined;
      if (!snapshot.settled) publish({ ...snapshot, values: defaults, settled: true });
    }, options.defaultsAfterMs);
  };
  // Only flags.json flags count: the service may know more, and what it sends replaces only the defaults it covers.
  const merge = (base: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>) => {
    const next: Record<string, unknown> = { ...base };
    for (const key of Object.keys(defaults)) if (Object.hasOwn(values, key)) next[key] = values[key];
    return Object.freeze(next);
  };
  const knownValues = (contextKey: string) => (Object.hasOwn(known, contextKey) ? merge(defaults, known[contextKey] as Readonly<Record<string, unknown>>) : undefined);
  const initial = knownValues(ANONYMOUS_FLAG_KEY);
  let snapshot: FlagSnapshot = { values: initial ?? defaults, identity: undefined, contextKey: ANONYMOUS_FLAG_KEY, settled: initial !== undefined };

  const start = () => {
    if (!snapshot.settled && deadline === undefined) startDeadline();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    identify(identity) {
      const contextKey = identity?.key ?? ANONYMOUS_FLAG_KEY;
      if (contextKey === snapshot.contextKey) {
        if (identity?.hash !== snapshot.identity?.hash) publish({ ...snapshot, identity });
        start();
        return;
      }
      const values = knownValues(contextKey);
      if (values !== undefined) {
        stopDeadline();
        publish({ values, identity, contextKey, settled: true });
        return;
      }
      publish({ ...snapshot, identity, contextKey, settled: false });
      startDeadline();
    },
    resolve(contextKey, values) {
      if (contextKey !== snapshot.contextKey) return;
      stopDeadline();
      publish({ ...snapshot, values: merge(defaults, values), settled: true });
    },
    update(contextKey, values) {
      if (contextKey !== snapshot.contextKey) return;
      publish({ ...snapshot, values: merge(snapshot.values, values) });
    },
    read(key) {
      if (!Object.hasOwn(defaults, key)) {
        if (!reported.has(key)) {
          reported.add(key);
          reportError(`Unknown feature flag "${key}": config/flags.json does not declare it, so it reads as null.`);
        }
        return null;
      }
      return snapshot.values[key];
    },
    dispose: stopDeadline,
  };
}
