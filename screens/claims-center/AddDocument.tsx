import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { DisputeDetail } from '../../engine/core/generated/api.gen';
import { DISPUTES_QUERY_KEY, uploadDisputeDocument } from './claims-api';
import { copy, errorText } from './claims-copy';

/** One more document for an open case, with its receipt or the reason it failed. */
export function AddDocument({ dispute }: { dispute: DisputeDetail }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const receipt = await uploadDisputeDocument(dispute.disputeId, file);
      setMessage({ ok: true, text: resolveTemplate(copy.documentReceipt, { fileName: receipt.fileName, receiptNumber: receipt.receiptNumber }) });
      await queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error, copy.loadError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="member-requests__form" onSubmit={(event) => void submit(event)}>
      <div className="member-requests__field">
        <label htmlFor={inputId}>{copy.addDocument}</label>
        <input id={inputId} type="file" accept=".pdf,.png,.jpg,.jpeg" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
      <p className="member-requests__actions">
        <button type="submit" className="button button--secondary" disabled={busy || file === null}>{busy ? copy.uploading : copy.addDocumentButton}</button>
      </p>
      <p role="status" className={message?.ok === false ? 'member-requests__error' : undefined}>{message?.text ?? ''}</p>
    </form>
  );
}
