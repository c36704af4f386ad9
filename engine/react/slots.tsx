import { createContext, lazy, Suspense, useContext, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * A part one feature lends to another feature's screen: the host names the slot, the feature that owns the part fills
 * it. `load` is a lazy import, so neither the first page load nor the host's own code carries the part.
 */
export interface SlotEntry {
  readonly slot: string;
  /** The part's props are the slot's business: the host and the part agree on them where the slot is declared. */
  readonly load: () => Promise<{ default: ComponentType<object> }>;
}

type Parts = ReadonlyMap<string, LazyExoticComponent<ComponentType<object>>>;

const SlotsContext = createContext<Parts>(new Map());

/** Two features filling one slot is a wiring mistake: the host would show one of them by chance. */
function partsOf(entries: readonly SlotEntry[]): Parts {
  const parts = new Map<string, LazyExoticComponent<ComponentType<object>>>();
  for (const entry of entries) {
    if (parts.has(entry.slot)) throw new Error(`Two parts fill the slot "${entry.slot}"; a slot takes one.`);
    parts.set(entry.slot, lazy(entry.load));
  }
  return parts;
}

/** Gives every screen below it the parts that fill the app's slots. */
export function SlotsProvider({ entries, children }: { readonly entries: readonly SlotEntry[]; readonly children: ReactNode }) {
  const parts = useMemo(() => partsOf(entries), [entries]);
  return <SlotsContext.Provider value={parts}>{children}</SlotsContext.Provider>;
}

export interface SlotOutletProps<P extends object> {
  readonly name: string;
  readonly props: P;
  /** Shown while the part loads; nothing unless given. */
  readonly fallback?: ReactNode;
}

/** Renders the part that fills the slot `name`, loaded when first shown; nothing when no feature fills it. */
export function SlotOutlet<P extends object>({ name, props, fallback = null }: SlotOutletProps<P>) {
  const Part = useContext(SlotsContext).get(name) as ComponentType<P> | undefined;
  if (Part === undefined) return null;
  return (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
}
