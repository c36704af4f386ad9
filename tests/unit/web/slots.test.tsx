// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotOutlet, SlotsProvider, type SlotEntry } from '../../../engine/react';
import { slotEntries } from '../../../screens/registry';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('slots: a feature lends a part to another feature’s screen', () => {
  it('loads the part that fills the slot when the host shows it, with the host’s props', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const entries: SlotEntry[] = [{ slot: 'host.greeting', load: load as unknown as SlotEntry['load'] }];
    render(
      <SlotsProvider entries={entries}>
        <SlotOutlet name="host.greeting" props={{ name: 'Ada' }} fallback={<p>Loading</p>} />
      </SlotsProvider>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a slot no feature fills, and never loads another slot’s part', () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const { container } = render(
      <SlotsProvider entries={[{ slot: 'host.greeting', load: load as unknown as SlotEntry['load'] }]}>
        <SlotOutlet name="host.other" props={{}} />
      </SlotsProvider>,
    );
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses two parts for one slot', () => {
    const load = async () => ({ default: () => null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <SlotsProvider entries={[{ slot: 'host.x', load }, { slot: 'host.x', load }]}>
          <p>page</p>
        </SlotsProvider>,
      ),
    ).toThrow(/host\.x/);
    vi.restoreAllMocks();
  });

  it('the registry fills each declared slot once', () => {
    const names = slotEntries.map((entry) => entry.slot);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(['accounts-summary.edit-link', 'accounts-summary.offers', 'money-insights.external-accounts', 'sign-in.logout-survey']);
  });
});
