import type { LDClient, LDContext, LDFlagSet, LDOptions } from 'launchdarkly-react-client-sdk';
import { ANONYMOUS_FLAG_KEY, type FlagIdentity, type FlagStore } from './flag-store';

/** How the browser reaches the flag service (the product's GET /api/flags/client-config answer). */
export interface FlagServiceConfig {
  readonly clientSideId: string;
  readonly baseUrl: string;
  readonly streamUrl: string;
  readonly eventsUrl: string;
  /** The product's own server evaluates the flags: no streaming, events, diagnostics or goals. */
  readonly local: boolean;
  /** Whom the server found signed in (the context `bootstrap` was evaluated for); anonymous or absent otherwise. */
  readonly context?: { readonly kind?: string; readonly key?: string; readonly anonymous?: boolean };
  /** Flags already evaluated for `context`, in allFlagsState().toJSON() shape: no flag request at start. */
  readonly bootstrap?: Readonly<Record<string, unknown>>;
}

/** The part of the LaunchDarkly SDK module the connection uses (a test may hand in its own). */
export interface FlagSdk {
  initialize(clientSideId: string, context: LDContext, options?: LDOptions): LDClient;
  basicLogger(options: { level: 'warn' }): NonNullable<LDOptions['logger']>;
}

export interface ConnectFlagServiceOptions {
  readonly store: FlagStore;
  readonly loadConfig: () => Promise<FlagServiceConfig>;
  /** Loads the SDK; a dynamic import by default, so the SDK stays out of the first page load. */
  readonly loadSdk?: () => Promise<FlagSdk>;
  /**
   * The config as the page brought it (no loadConfig request). With it, the SDK is loaded only once the store
   * needs an answer it does not hold (an identity none of its known answers covers), or at once when the flag
   * service is remote (its live updates stream); a local service sends none, so it may never be needed.
   */
  readonly pageConfig?: FlagServiceConfig;
}

/** A page config's answers by context key, for createFlagStore's `known`: its bootstrap, plus the anonymous one. */
export function knownFlagAnswers(
  config: FlagServiceConfig,
  anonymousBootstrap?: Readonly<Record<string, unknown>>,
): Record<string, Readonly<Record<string, unknown>>> {
  const known: Record<string, Readonly<Record<string, unknown>>> = {};
  if (anonymousBootstrap !== undefined) known[ANONYMOUS_FLAG_KEY] = anonymousBootstrap;
  const key = config.context?.anonymous === true ? ANONYMOUS_FLAG_KEY : config.context?.key;
  if (config.bootstrap !== undefined && key !== undefined) known[key] = config.bootstrap;
  return known;
}

/** The LaunchDarkly context for an identity: an anonymous user until someone is identified. */
export function flagContextFor(identity: FlagIdentity | undefined): LDContext {
  if (identity === undefined) return { kind: 'user', key: ANONYMOUS_FLAG_KEY, anonymous: true };
  return { kind: 'user', key: identity.key };
}

interface StartingPoint {
  readonly key: string;
  readonly context: LDContext;
  readonly hash?: string;
  readonly bootstrap?: Readonly<Record<string, unknown>>;
}

/**
 * Whom the SDK starts for: the identity the store already has, else whoever the server says is signed in (so a
 * reload of a signed-in page uses the server's bootstrap as is), else anonymous. The bootstrap is used only when
 * it was evaluated for that same context.
 */
export function startingPoint(config: FlagServiceConfig, identity: FlagIdentity | undefined): StartingPoint {
  const sessionKey = config.context?.anonymous === true ? undefined : config.context?.key;
  const bootstrapFor = (key: string | undefined) => (config.bootstrap !== undefined && key === sessionKey ? { bootstrap: config.bootstrap } : {});
  if (identity !== undefined) {
    return { key: identity.key, context: flagContextFor(identity), ...(identity.hash === undefined ? {} : { hash: identity.hash }), ...bootstrapFor(identity.key) };
  }
  if (sessionKey !== undefined && config.bootstrap !== undefined) {
    return { key: sessionKey, context: { kind: 'user', key: sessionKey }, bootstrap: config.bootstrap };
  }
  return { key: ANONYMOUS_FLAG_KEY, context: flagContextFor(undefined), ...bootstrapFor(undefined) };
}

function sdkOptions(config: FlagServiceConfig, start: StartingPoint, sdk: FlagSdk): LDOptions {
  const urls = { baseUrl: config.baseUrl, streamUrl: config.streamUrl, eventsUrl: config.eventsUrl };
  // Setting the URLs alone is not enough: the SDK would still stream and send events to LaunchDarkly's own hosts.
  const local: LDOptions = config.local ? { streaming: false, sendEvents: false, diagnosticOptOut: true, fetchGoals: false } : {};
  const bootstrap = start.bootstrap === undefined ? {} : { bootstrap: start.bootstrap as LDFlagSet };
  const hash = start.hash === undefined ? {} : { hash: start.hash };
  return { ...urls, ...local, ...bootstrap, ...hash, logger: sdk.basicLogger({ level: 'warn' }) };
}

const defaultLoadSdk = async (): Promise<FlagSdk> => import('launchdarkly-react-client-sdk');

/**
 * Feeds `store` from LaunchDarkly (or the product's own server speaking its protocol): starts the SDK, resolves
 * the store whenever the SDK holds flags for the store's identity, re-identifies when the store's identity changes
 * and passes live changes on. Any failure only leaves the store to its defaults deadline. Returns a disconnect.
 */
export function connectFlagService({ store, loadConfig, loadSdk = defaultLoadSdk, pageConfig }: ConnectFlagServiceOptions): () => void {
  let closed = false;
  let client: LDClient | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopWaiting: (() => void) | undefined;

  const run = async () => {
    const [config, sdk] = await Promise.all([pageConfig ?? loadConfig(), loadSdk()]);
    if (closed) return;
    // The store's key when the SDK started: while the store stays there, the SDK keeps the context it started
    // with (e.g. the signed-in user a reload bootstraps), instead of going anonymous until users/me answers.
    let seenStoreKey = store.getSnapshot().contextKey;
    const start = startingPoint(config, store.getSnapshot().identity);
    const started = sdk.initialize(config.clientSideId, start.context, sdkOptions(config, start, sdk));
    client = started;
    let clientKey = start.key;
    let readyKey: string | undefined;
    let resolvedKey: string | undefined;
    started.on('change', () => store.update(clientKey, started.allFlags()));

    const follow = () => {
      const snapshot = store.getSnapshot();
      if (snapshot.contextKey === clientKey) {
        seenStoreKey = clientKey;
        if (readyKey === clientKey && resolvedKey !== clientKey) {
          resolvedKey = clientKey;
          store.resolve(clientKey, started.allFlags());
        }
        return;
      }
      if (snapshot.contextKey === seenStoreKey) return;
      const key = snapshot.contextKey;
      seenStoreKey = key;
      clientKey = key;
      resolvedKey = undefined;
      started
        .identify(flagContextFor(snapshot.identity), snapshot.identity?.hash)
        .then(() => {
          if (clientKey !== key) return;
          readyKey = key;
          follow();
        })
        .catch(() => undefined);
    };

    await started.waitUntilReady();
    if (closed) return;
    readyKey = start.key;
    unsubscribe = store.subscribe(follow);
    follow();
  };

  const connect = () => {
    stopWaiting?.();
    stopWaiting = undefined;
    run().catch(() => undefined);
  };
  const needed = () => pageConfig === undefined || !pageConfig.local || !store.getSnapshot().settled;
  if (needed()) connect();
  else stopWaiting = store.subscribe(() => {
    if (needed()) connect();
  });
  return () => {
    closed = true;
    stopWaiting?.();
    unsubscribe?.();
    void client?.close().catch(() => undefined);
  };
}
