import type { ReactNode } from 'react';
import { usePolicyDecision } from '../../../engine/react';
import { copyManifest } from '../../../src/manifests';
import { namedCodeMessage } from './flow-errors';
import { FlowLoading, FlowNotice } from './FlowStates';

/**
 * A page whose whole purpose is one action (apply for a loan, open an account): its content only when the policy
 * allows the caller that capability, otherwise the policy's own message (the condition's, or the actor's refusal)
 * in its place, and a busy status while the session's facts load (so the page says it is not ready yet). The server
 * refuses the call anyway.
 */
export function PolicyGate({ capability, children }: { capability: string; children: ReactNode }) {
  const decision = usePolicyDecision(capability);
  if (decision === undefined) return <FlowLoading text={copyManifest.layout.pageLoading} />;
  if (!decision.allowed) return <FlowNotice text={namedCodeMessage(decision.errorCode)} role="status" />;
  return <>{children}</>;
}
