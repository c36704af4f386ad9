import type { LDClient, LDContext, LDOptions } from 'launchdarkly-react-client-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFlagService, startingPoint, type FlagSdk, type FlagServiceConfig } from '../../../engine/react/flags/flag-service';
import { ANONYMOUS_FLAG_KEY, createFlagStore } from '../../../engine/react/flags/flag-store';

// The LaunchDarkly SDK is outside the product: a small stand-in records what the connection asks of it.
function fakeSdk(evaluate: (context: LDContext) => Record<string, unknown>) {
  const calls: { init?: { id: string; context: LDContext; options?: LDOptions }; identified: LDContext[] } = { identified: [] };
  let flags: Record<string, unknown> = {};
  let ready: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const client = {
    waitUntilReady: () => readyPromise,
    allFlags: () => flags,
    on: vi.fn(),
    identify: vi.fn(async (context: LDContext) => {
      calls.identified.push(context);
      flags = evaluate(context);
      return flags;
    }),
    close: vi.fn(async () => undefined),
  };
  const sdk: FlagSdk = {
    initialize: (id, context, options) => {
      calls.init = { id, context, ...(options === undefined ? {} : { options }) };
      flags = (options?.bootstrap as Record<string, unknown> | undefined) ?? evaluate(context);
      return client as unknown as LDClient;
    },
    basicLogger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined }),
  };
  return { sdk, calls, client, ready: () => ready() };
}

const definitions = { 'show-x': { default: true, description: 'x' } };
const byUser = (context: LDContext): Record<string, unknown> => ({ 'show-x': 'key' in context && context.key === 'user-1' ? false : true });
const localConfig: FlagServiceConfig = { clientSideId: 'local', baseUrl: 'http://app', streamUrl: 'http://app', eventsUrl: 'http://app', local: true };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let store = createFlagStore({ definitions, defaultsAfterMs: 1500 });
beforeEach(() => {
  store = createFlagStore({ definitions, defaultsAfterMs: 1500 });
});
afterEach(() => store.dispose());

describe('startingPoint', () => {
  it.each([
    ['nobody known, nobody signed in (anonymous bootstrap)', undefined, undefined, ANONYMOUS_FLAG_KEY, true],
    ['nobody known yet, the server bootstraps the signed-in user', undefined, 'user-1', 'user-1', true],
    ['the store already has the user the bootstrap is for', { key: 'user-1' }, 'user-1', 'user-1', true],
    ['the store has another user than the bootstrap', { key: 'user-2' }, 'user-1', 'user-2', false],
  ] as const)('%s', (_name, identity, sessionKey, key, usesBootstrap) => {
    const config: FlagServiceConfig = {
      ...localConfig,
      context: sessionKey === undefined ? { kind: 'user', anonymous: true } : { kind: 'user', key: sessionKey },
      bootstrap: { 'show-x': false, $flagsState: {}, $valid: true },
    };
    const start = startingPoint(config, identity);
    expect(start.key).toBe(key);
    expect(start.bootstrap !== undefined).toBe(usesBootstrap);
  });
});

describe('connectFlagService', () => {
  it('starts the SDK anonymous on the product origin with no streaming, events, diagnostics or goals (local mode)', async () => {
    const fake = fakeSdk(byUser);
    const disconnect = connectFlagService({ store, loadConfig: async () => localConfig, loadSdk: async () => fake.sdk });
    await settle();
    expect(fake.calls.init?.context).toEqual({ kind: 'user', key: ANONYMOUS_FLAG_KEY, anonymous: true });
    expect(fake.calls.init?.options).toMatchObject({
      baseUrl: 'http://app', streamUrl: 'http://app', eventsUrl: 'http://app',
      streaming: false, sendEvents: false, diagnosticOptOut: true, fetchGoals: false,
    });
    fake.ready();
    await settle();
    expect(store.getSnapshot()).toMatchObject({ contextKey: ANONYMOUS_FLAG_KEY, settled: true });
    disconnect();
    expect(fake.client.close).toHaveBeenCalled();
  });

  it('identifies the user when the store does (with the secure-mode hash) and refreshes the flags for them', async () => {
    const fake = fakeSdk(byUser);
    connectFlagService({ store, loadConfig: async () => localConfig, loadSdk: async () => fake.sdk });
    fake.ready();
    await settle();
    expect(store.read('show-x')).toBe(true);
    store.identify({ key: 'user-1', hash: 'h1' });
    expect(store.getSnapshot().settled).toBe(false);
    await settle();
    expect(fake.client.identify).toHaveBeenCalledWith({ kind: 'user', key: 'user-1' }, 'h1');
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-1', settled: true });
    expect(store.read('show-x')).toBe(false);
  });

  it('on a signed-in reload starts from the server bootstrap and settles the user without another flag request', async () => {
    const fake = fakeSdk(byUser);
    const config: FlagServiceConfig = { ...localConfig, context: { kind: 'user', key: 'user-1' }, bootstrap: { 'show-x': false, $flagsState: {}, $valid: true } };
    connectFlagService({ store, loadConfig: async () => config, loadSdk: async () => fake.sdk });
    fake.ready();
    await settle();
    expect(fake.calls.init?.context).toEqual({ kind: 'user', key: 'user-1' });
    store.identify({ key: 'user-1' });
    await settle();
    expect(fake.client.identify).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-1', settled: true });
    expect(store.read('show-x')).toBe(false);
  });

  it('leaves the store to its defaults deadline when the config cannot be loaded', async () => {
    vi.useFakeTimers();
    const fake = fakeSdk(byUser);
    store.start();
    connectFlagService({ store, loadConfig: () => Promise.reject(new Error('offline')), loadSdk: async () => fake.sdk });
    await vi.advanceTimersByTimeAsync(1500);
    expect(fake.calls.init).toBeUndefined();
    expect(store.getSnapshot().settled).toBe(true);
    expect(store.read('show-x')).toBe(true);
    vi.useRealTimers();
  });
});
