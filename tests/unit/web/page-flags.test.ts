import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectFlagService, knownFlagAnswers, type FlagSdk, type FlagServiceConfig } from '../../../engine/react/flags/flag-service';
import { ANONYMOUS_FLAG_KEY, createFlagStore, type FlagStore } from '../../../engine/react/flags/flag-store';

// Flags the server evaluated into the page (index.html's data block): the first screen settles without the SDK.
const definitions = { 'show-x': { default: true, description: 'x' }, 'show-y': { default: false, description: 'y' } };
const bootstrap = (x: boolean) => ({ 'show-x': x, $flagsState: {}, $valid: true });
const pageConfig: FlagServiceConfig = {
  clientSideId: 'local',
  baseUrl: 'http://app',
  streamUrl: 'http://app',
  eventsUrl: 'http://app',
  local: true,
  context: { kind: 'user', key: 'user-1', anonymous: false },
  bootstrap: bootstrap(false),
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let store: FlagStore | undefined;
afterEach(() => store?.dispose());

/** An SDK stand-in that only counts how often it was loaded and started. */
function countingSdk() {
  const counts = { loaded: 0, initialized: 0 };
  const client = { waitUntilReady: async () => undefined, allFlags: () => ({ 'show-x': true }), on: vi.fn(), identify: vi.fn(async () => ({})), close: vi.fn(async () => undefined) };
  const sdk: FlagSdk = {
    initialize: () => {
      counts.initialized += 1;
      return client as never;
    },
    basicLogger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined }),
  };
  return { counts, loadSdk: async () => { counts.loaded += 1; return sdk; } };
}

describe('knownFlagAnswers', () => {
  it('keys the page bootstrap by its session and adds the anonymous answer', () => {
    expect(knownFlagAnswers(pageConfig, bootstrap(true))).toEqual({ 'user-1': bootstrap(false), [ANONYMOUS_FLAG_KEY]: bootstrap(true) });
  });

  it('keys a signed-out page bootstrap as anonymous, and knows nothing without a bootstrap', () => {
    expect(knownFlagAnswers({ ...pageConfig, context: { kind: 'user', anonymous: true } })).toEqual({ [ANONYMOUS_FLAG_KEY]: bootstrap(false) });
    const { bootstrap: _none, ...remote } = pageConfig;
    expect(knownFlagAnswers({ ...remote, local: false })).toEqual({});
  });
});

describe('flag store with known answers', () => {
  it('starts settled on the anonymous answer and settles at once on a known user, keeping flags.json defaults for the rest', () => {
    store = createFlagStore({ definitions, defaultsAfterMs: 1500, known: knownFlagAnswers(pageConfig, bootstrap(true)) });
    expect(store.getSnapshot()).toMatchObject({ contextKey: ANONYMOUS_FLAG_KEY, settled: true, values: { 'show-x': true, 'show-y': false } });
    store.identify({ key: 'user-1', hash: 'h' });
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-1', identity: { key: 'user-1', hash: 'h' }, settled: true, values: { 'show-x': false, 'show-y': false } });
  });

  it('still waits (and falls back to defaults at the deadline) for an identity it has no answer for', () => {
    vi.useFakeTimers();
    store = createFlagStore({ definitions, defaultsAfterMs: 1500, known: knownFlagAnswers(pageConfig) });
    store.identify({ key: 'user-2' });
    expect(store.getSnapshot().settled).toBe(false);
    vi.advanceTimersByTime(1500);
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-2', settled: true, values: { 'show-x': true } });
    vi.useRealTimers();
  });
});

describe('connectFlagService with the page config', () => {
  it('loads no config and no SDK while the store holds answers for everyone it meets (local service)', async () => {
    store = createFlagStore({ definitions, defaultsAfterMs: 1500, known: knownFlagAnswers(pageConfig, bootstrap(true)) });
    const sdk = countingSdk();
    const loadConfig = vi.fn(async () => pageConfig);
    const disconnect = connectFlagService({ store, loadConfig, loadSdk: sdk.loadSdk, pageConfig });
    store.identify(undefined);
    store.identify({ key: 'user-1' });
    await settle();
    expect(sdk.counts).toEqual({ loaded: 0, initialized: 0 });
    expect(loadConfig).not.toHaveBeenCalled();
    disconnect();
  });

  it('starts the SDK once the store meets an identity the page did not answer for, with the page config', async () => {
    store = createFlagStore({ definitions, defaultsAfterMs: 1500, known: knownFlagAnswers(pageConfig, bootstrap(true)) });
    const sdk = countingSdk();
    const loadConfig = vi.fn(async () => pageConfig);
    connectFlagService({ store, loadConfig, loadSdk: sdk.loadSdk, pageConfig });
    store.identify({ key: 'user-2' });
    await settle();
    expect(sdk.counts).toEqual({ loaded: 1, initialized: 1 });
    expect(loadConfig).not.toHaveBeenCalled();
    await settle();
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-2', settled: true });
  });

  it('starts the SDK at once for a remote flag service, whose live updates stream', async () => {
    store = createFlagStore({ definitions, defaultsAfterMs: 1500, known: knownFlagAnswers(pageConfig, bootstrap(true)) });
    const sdk = countingSdk();
    connectFlagService({ store, loadConfig: async () => pageConfig, loadSdk: sdk.loadSdk, pageConfig: { ...pageConfig, local: false } });
    await settle();
    expect(sdk.counts.initialized).toBe(1);
  });
});
