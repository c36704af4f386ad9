import { useId, useRef, useState, type FormEvent } from 'react';
import type { DocumentPortal, DocumentUpload } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core';
import { ApiError } from '../../engine/react';
import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { messageOf } from '../shared/flow/flow-errors';
import { formatSize, listOf } from './upload-format';
import { useUploadDocument } from './uploads-api';

const copy = uploadPortalsManifest.copy;

const refusal = (error: unknown): string => (error instanceof ApiError && error.errors.length > 0 ? error.errors.map((item) => item.message).join(' ') : messageOf(error));

/**
 * One in-app portal's upload: a file (the accepted types and the size limit as a hint; the server decides from the
 * bytes) and, where the portal asks for one, a reference. A refusal shows the server's message on the field; a stored
 * file shows its receipt number, which takes focus so it is read out.
 */
export function PortalUploadForm({ portal }: { readonly portal: DocumentPortal }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<DocumentUpload | null>(null);
  const [reference, setReference] = useState('');
  const types = portal.acceptedTypes ?? [];
  const accept = types.flatMap((type) => [type.mediaType, ...type.extensions.map((extension) => `.${extension}`)]).join(',');
  const hint = resolveTemplate(copy.fileHint, { types: listOf(types.map((type) => type.label)), max: formatSize(portal.maxBytes ?? 0) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setReceipt(null);
    const file = fileInput.current?.files?.[0];
    if (file === undefined) {
      setProblem(copy.chooseFile);
      fileInput.current?.focus();
      return;
    }
    try {
      const stored = await upload.mutateAsync({ portalId: portal.id, file, reference: reference.trim() });
      setReceipt(stored);
      setReference('');
      if (fileInput.current !== null) fileInput.current.value = '';
      requestAnimationFrame(() => receiptRef.current?.focus());
    } catch (error) {
      setProblem(refusal(error));
      fileInput.current?.focus();
    }
  };

  const describedBy = [`${id}-hint`, problem === null ? undefined : `${id}-error`].filter(Boolean).join(' ');
  return (
    <form className="portal-upload" aria-label={resolveTemplate(copy.uploadHeading, { portal: portal.label })} onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-file`}>{copy.fileLabel}</label>
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
        <input ref={fileInput} id={`${id}-file`} type="file" accept={accept} aria-invalid={problem === null ? undefined : true} aria-describedby={describedBy} disabled={upload.isPending} />
        {problem === null ? null : (
          <p id={`${id}-error`} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {portal.referenceLabel === undefined ? null : (
        <div className="field">
          <label htmlFor={`${id}-reference`}>{portal.referenceLabel}</label>
          <p id={`${id}-reference-hint`} className="field__hint">
            {copy.referenceHint}
          </p>
          <input id={`${id}-reference`} type="text" maxLength={64} autoComplete="off" value={reference} aria-describedby={`${id}-reference-hint`} onChange={(event) => setReference(event.target.value)} disabled={upload.isPending} />
        </div>
      )}
      <button type="submit" className="button" disabled={upload.isPending}>
        {upload.isPending ? copy.uploading : copy.submit}
      </button>
      {receipt === null ? null : (
        <div ref={receiptRef} className="portal-upload__receipt" role="status" tabIndex={-1} data-testid="upload-receipt">
          <p className="portal-upload__receipt-title">{copy.receiptTitle}</p>
          <p>{resolveTemplate(copy.receiptBody, { fileName: receipt.fileName, receiptNumber: receipt.receiptNumber })}</p>
        </div>
      )}
    </form>
  );
}
