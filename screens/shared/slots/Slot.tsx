import type { ReactNode } from 'react';
import { SlotOutlet } from '../../../engine/react';
import type { SlotName, SlotProps } from './slot-entry';

/** The host's side of a slot: whatever part fills it, given these props; nothing when no feature fills it. */
export function Slot<N extends SlotName>({ name, props, fallback }: { readonly name: N; readonly props: SlotProps[N]; readonly fallback?: ReactNode }) {
  return <SlotOutlet name={name} props={props} fallback={fallback} />;
}
