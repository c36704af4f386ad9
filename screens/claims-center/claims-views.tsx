import type { ComponentType } from 'react';
import { CaseView } from './CaseView';
import { DisputeListView } from './DisputeListView';
import { NewDisputeView } from './NewDisputeView';

/** One view of the claims center: the address parameter that opens it, the capability it needs, and what it draws from the parameter's value. */
export interface ClaimsView {
  readonly param: 'case' | 'transaction';
  /** A policy capability the view is gated on (its refusal is shown instead). */
  readonly capability?: string;
  readonly View: ComponentType<{ readonly value: string }>;
}

/** The views an address parameter opens, the first present winning; with none the member sees the list of disputes. */
export const CLAIMS_VIEWS: readonly ClaimsView[] = [
  { param: 'case', View: ({ value }) => <CaseView disputeId={value} /> },
  { param: 'transaction', capability: 'file-dispute', View: ({ value }) => <NewDisputeView transactionId={value} /> },
];

/** The view when no parameter names one. */
export const DefaultClaimsView = DisputeListView;
