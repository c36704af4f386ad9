import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_FLAG_KEY, createFlagStore } from '../../../engine/react/flags/flag-store';

const definitions = {
  'show-trusted-users': { default: true, description: 'Trusted users.' },
  'show-logout-survey': { default: false, description: 'Survey.' },
  'urgent-banner': { default: { show: false }, description: 'Banner value.' },
};

function makeStore(reportError = vi.fn()) {
  return { store: createFlagStore({ definitions, defaultsAfterMs: 1500, reportError }), reportError };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flag store: defaults after 1500 ms', () => {
  it('starts with the flags.json defaults, unsettled, and settles on the defaults at 1500 ms when nothing answers', () => {
    const { store } = makeStore();
    store.start();
    expect(store.getSnapshot()).toMatchObject({ contextKey: ANONYMOUS_FLAG_KEY, settled: false });
    expect(store.getSnapshot().values).toEqual({ 'show-trusted-users': true, 'show-logout-survey': false, 'urgent-banner': { show: false } });
    vi.advanceTimersByTime(1499);
    expect(store.getSnapshot().settled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().settled).toBe(true);
    expect(store.read('show-trusted-users')).toBe(true);
  });

  it('settles at once with the service values when they arrive before the deadline, and the deadline changes nothing', () => {
    const { store } = makeStore();
    store.start();
    vi.advanceTimersByTime(400);
    store.resolve(ANONYMOUS_FLAG_KEY, { 'show-trusted-users': false });
    expect(store.getSnapshot()).toMatchObject({ settled: true });
    expect(store.read('show-trusted-users')).toBe(false);
    expect(store.read('show-logout-survey')).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(store.read('show-trusted-users')).toBe(false);
  });

  it('takes a late answer after the deadline (flags refresh), keeping settled', () => {
    const { store } = makeStore();
    store.start();
    vi.advanceTimersByTime(1500);
    store.resolve(ANONYMOUS_FLAG_KEY, { 'show-logout-survey': true });
    expect(store.getSnapshot().settled).toBe(true);
    expect(store.read('show-logout-survey')).toBe(true);
  });

  it('counts the deadline from start(), once, however often start() is called', () => {
    const { store } = makeStore();
    store.start();
    vi.advanceTimersByTime(1000);
    store.start();
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot().settled).toBe(true);
  });
});

describe('flag store: anonymous until identified, then refreshed for the user', () => {
  it('switches to the user, unsettled with a fresh 1500 ms deadline, and settles on their values', () => {
    const { store } = makeStore();
    store.start();
    store.resolve(ANONYMOUS_FLAG_KEY, {});
    const listener = vi.fn();
    store.subscribe(listener);

    store.identify({ key: 'user-7', hash: 'abc' });
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-7', identity: { key: 'user-7', hash: 'abc' }, settled: false });
    expect(listener).toHaveBeenCalled();
    store.resolve('user-7', { 'show-trusted-users': false });
    expect(store.getSnapshot().settled).toBe(true);
    expect(store.read('show-trusted-users')).toBe(false);
  });

  it('ignores an answer for an identity it has left (a slow anonymous answer after identify)', () => {
    const { store } = makeStore();
    store.start();
    store.identify({ key: 'user-7' });
    store.resolve(ANONYMOUS_FLAG_KEY, { 'show-trusted-users': false });
    expect(store.getSnapshot().settled).toBe(false);
    expect(store.read('show-trusted-users')).toBe(true);
    store.update(ANONYMOUS_FLAG_KEY, { 'show-trusted-users': false });
    expect(store.read('show-trusted-users')).toBe(true);
  });

  it('falls back to the defaults 1500 ms after identify when the user\'s flags never come', () => {
    const { store } = makeStore();
    store.start();
    store.resolve(ANONYMOUS_FLAG_KEY, { 'show-trusted-users': false });
    store.identify({ key: 'user-7' });
    vi.advanceTimersByTime(1499);
    expect(store.getSnapshot().settled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ contextKey: 'user-7', settled: true });
    expect(store.read('show-trusted-users')).toBe(true);
  });

  it('keeps a settled identity settled when identified again with the same key, and goes back to anonymous on sign-out', () => {
    const { store } = makeStore();
    store.identify({ key: 'user-7' });
    store.resolve('user-7', {});
    store.identify({ key: 'user-7' });
    expect(store.getSnapshot().settled).toBe(true);
    store.identify(undefined);
    expect(store.getSnapshot()).toMatchObject({ contextKey: ANONYMOUS_FLAG_KEY, identity: undefined, settled: false });
  });

  it('passes live changes on for the current identity without unsettling it', () => {
    const { store } = makeStore();
    store.identify({ key: 'user-7' });
    store.resolve('user-7', {});
    store.update('user-7', { 'show-logout-survey': true, 'not-in-flags-json': 1 });
    expect(store.read('show-logout-survey')).toBe(true);
    expect(Object.keys(store.getSnapshot().values)).not.toContain('not-in-flags-json');
  });
});

describe('flag store: unknown flags', () => {
  it('reads an undeclared flag as null and reports it once, naming it', () => {
    const { store, reportError } = makeStore();
    expect(store.read('show-nothing-like-this')).toBeNull();
    expect(store.read('show-nothing-like-this')).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toContain('"show-nothing-like-this"');
    expect(store.read('show-logout-survey')).toBe(false);
  });

  it('reports to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createFlagStore({ definitions, defaultsAfterMs: 1500 });
    expect(store.read('typo-flag')).toBeNull();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('typo-flag'));
    spy.mockRestore();
  });
});
