import { createContext, useContext, type ReactNode } from 'react';
import type { VisibilityContext } from '../core/visibility';

const VisibilityReactContext = createContext<VisibilityContext | undefined>(undefined);

export interface VisibilityProviderProps {
  readonly value: VisibilityContext;
  readonly children: ReactNode;
}

/** Supplies flags, guards, audiences and channel to everything that evaluates visibility rules. */
export function VisibilityProvider({ value, children }: VisibilityProviderProps) {
  return <VisibilityReactContext.Provider value={value}>{children}</VisibilityReactContext.Provider>;
}

/** The current visibility context; throws outside a VisibilityProvider because rules cannot be judged without one. */
export function useVisibilityContext(): VisibilityContext {
  const value = useContext(VisibilityReactContext);
  if (value === undefined) throw new Error('useVisibilityContext needs a <VisibilityProvider> above it.');
  return value;
}
