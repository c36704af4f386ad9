import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffInboxItem, StaffInboxReference } from '../../engine/core/generated/api.gen';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { copy, fill, inboxConfig } from './copy';
import { referenceHref } from './reference-link';
import { openVisit } from './staff-inbox-api';

export interface ReferenceLinkProps {
  readonly conversation: StaffInboxItem;
  readonly reference: StaffInboxReference;
  /** Whether the staff role may open a member (canSearchMembers). */
  readonly canOpenMember: boolean;
}

/**
 * "About": what the member's message is about, and, in one click, the item in the member's accounts: a staff visit
 * of the member opens (its reason says it came from the inbox), every cached answer is dropped (nothing of another
 * member may show), and the account page opens narrowed to the item.
 */
export function ReferenceLink({ conversation, reference, canOpenMember }: ReferenceLinkProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const href = referenceHref(reference);

  const open = async (to: string) => {
    setState('opening');
    try {
      const reason = fill(inboxConfig.visitReasonTemplate, { subject: conversation.subject }).slice(0, staffManifest.visit.reasonMaxLength);
      await openVisit(conversation.member.id, reason);
      await queryClient.cancelQueries();
      void queryClient.resetQueries();
      await navigate(to);
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="staff-inbox__reference">
      <p>
        <span className="staff-inbox__label">{copy.aboutLabel}:</span> {reference.label}
      </p>
      {href !== undefined && canOpenMember ? (
        <button type="button" className="button button--secondary" disabled={state === 'opening'} onClick={() => void open(href)}>
          {state === 'opening' ? copy.openingReference : copy.openReference}
        </button>
      ) : null}
      {state === 'failed' ? (
        <p className="staff-inbox__error" role="alert">
          {copy.referenceFailed}
        </p>
      ) : null}
    </div>
  );
}
