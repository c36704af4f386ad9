// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { LDClient, LDContext } from 'launchdarkly-react-client-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlagsProvider, createFlagStore, useFlag, useFlagIdentity, type FlagIdentity, type FlagStore } from '../../../engine/react';
import type { FlagSdk, FlagServiceConfig } from '../../../engine/react/flags/flag-service';

const config: FlagServiceConfig = { clientSideId: 'local', baseUrl: 'http://app', streamUrl: 'http://app', eventsUrl: 'http://app', local: true };

// A stand-in for the LaunchDarkly SDK (outside the product): user "u-business" gets the flag off.
const evaluate = (context: LDContext) => ({ 'show-rewards': !('key' in context && context.key === 'u-business') });
function fakeSdk(): FlagSdk {
  return {
    initialize: (_id, context) => {
      let flags = evaluate(context);
      return {
        waitUntilReady: async () => undefined,
        allFlags: () => flags,
        on: () => undefined,
        identify: async (next: LDContext) => {
          flags = evaluate(next);
          return flags;
        },
        close: async () => undefined,
      } as unknown as LDClient;
    },
    basicLogger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined }),
  };
}

function Probe({ store, identity }: { store: FlagStore; identity: FlagIdentity | undefined }) {
  const settled = useFlagIdentity(store, identity);
  const rewards = useFlag('show-rewards');
  const typo = useFlag('show-rewardz');
  return <p>{`settled=${String(settled)} rewards=${String(rewards)} typo=${String(typo)}`}</p>;
}

afterEach(cleanup);

describe('FlagsProvider and the flag hooks', () => {
  it('renders at once on defaults, then refreshes for the identified user; an unknown flag reads null with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createFlagStore({ definitions: { 'show-rewards': { default: true, description: 'Rewards.' } }, defaultsAfterMs: 1500 });
    const loadSdk = async () => fakeSdk();
    const loadConfig = async () => config;
    const view = (identity: FlagIdentity | undefined) => (
      <FlagsProvider store={store} loadConfig={loadConfig} loadSdk={loadSdk}>
        <Probe store={store} identity={identity} />
      </FlagsProvider>
    );
    const { rerender } = render(view(undefined));
    expect(screen.getByText(/rewards=true/).textContent).toContain('typo=null');
    await screen.findByText('settled=true rewards=true typo=null');

    rerender(view({ key: 'u-business' }));
    await screen.findByText('settled=true rewards=false typo=null');
    expect(error.mock.calls.filter(([message]) => String(message).includes('"show-rewardz"'))).toHaveLength(1);
    error.mockRestore();
    act(() => store.dispose());
  });

  it('throws a clear error when a flag is read without a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Reader() {
      useFlag('show-rewards');
      return null;
    }
    expect(() => render(<Reader />)).toThrow(/<FlagsProvider>/);
    error.mockRestore();
  });
});
