import { useState } from 'react';
import { useBanners } from '../../../engine/react';
import { copyManifest } from '../../../src/manifests';
import { downloadFile } from '../download-file';
import { fetchDocument, type DocumentRequest } from './document-request';

const copy = copyManifest.screens.statements;

export interface DocumentButtonProps {
  readonly request: DocumentRequest;
  readonly fileName: string;
  readonly label: string;
}

/** Downloads a PDF the server names by headers (which a plain link cannot send); a failure shows a banner. */
export function DocumentButton({ request, fileName, label }: DocumentButtonProps) {
  const banners = useBanners();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadFile(await fetchDocument(request), fileName, 'application/pdf');
    } catch {
      banners.show({ type: 'error', text: copy.downloadFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary" aria-label={label} disabled={busy} onClick={() => void download()}>
      {copy.download}
    </button>
  );
}
