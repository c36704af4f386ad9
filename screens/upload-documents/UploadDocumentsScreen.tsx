import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { DocumentPortal, DocumentUpload } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core';
import { useCan, useMenuActions } from '../../engine/react';
import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { PortalUploadForm } from './PortalUploadForm';
import { formatSize, formatUploadedAt } from './upload-format';
import { portalsQuery, uploadsQuery } from './uploads-api';
import './upload-documents.css';

const copy = uploadPortalsManifest.copy;

function PortalCard({ portal }: { readonly portal: DocumentPortal }) {
  const canUpload = useCan('upload-documents');
  const headingId = `portal-${portal.id}`;
  return (
    <section className="card upload-portal" aria-labelledby={headingId} data-testid="upload-portal">
      <h3 id={headingId}>{portal.label}</h3>
      {portal.kind === 'informational' ? <p className="upload-portal__badge">{copy.informational}</p> : null}
      <p>{portal.description}</p>
      {portal.kind === 'upload' && canUpload ? <PortalUploadForm portal={portal} /> : null}
      {portal.kind === 'handOff' && portal.handOffRoute !== undefined ? (
        <p>
          <Link className="button button--secondary" to={portal.handOffRoute}>
            {resolveTemplate(copy.handOffOpen, { portal: portal.label })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function UploadHistory({ uploads }: { readonly uploads: readonly DocumentUpload[] }) {
  if (uploads.length === 0) return <p>{copy.historyEmpty}</p>;
  return (
    <table className="upload-table">
      <caption className="visually-hidden">{copy.historyCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columnReceipt}</th>
          <th scope="col">{copy.columnPortal}</th>
          <th scope="col">{copy.columnFile}</th>
          <th scope="col">{copy.columnType}</th>
          <th scope="col">{copy.columnSize}</th>
          <th scope="col">{copy.columnDate}</th>
        </tr>
      </thead>
      <tbody>
        {uploads.map((upload) => (
          <tr key={upload.uploadId} data-testid="upload-row">
            <th scope="row" data-label={copy.columnReceipt}>
              {upload.receiptNumber}
            </th>
            <td data-label={copy.columnPortal}>{upload.reference === undefined ? upload.portalLabel : `${upload.portalLabel} (${upload.reference})`}</td>
            <td data-label={copy.columnFile}>{upload.fileName}</td>
            <td data-label={copy.columnType}>{upload.typeLabel}</td>
            <td data-label={copy.columnSize}>{formatSize(upload.sizeBytes)}</td>
            <td data-label={copy.columnDate}>
              <time dateTime={upload.uploadedAt}>{formatUploadedAt(upload.uploadedAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Upload Documents: the portals of the member's kind as the server lists them — an in-app
 * upload with its receipt, a hand-off to the document or business portal, or information only — the chatbot entry
 * (the header's chat toggle), and the documents the membership uploaded.
 */
export default function UploadDocumentsScreen() {
  const portals = useQuery(portalsQuery);
  const uploads = useQuery(uploadsQuery);
  const actions = useMenuActions();
  const chatbot = uploadPortalsManifest.chatbot;
  const openChat = actions[chatbot.action];

  return (
    <div className="upload-documents">
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      {portals.isPending ? (
        <p role="status">{copy.uploading}</p>
      ) : portals.isError ? (
        <div role="alert">
          <p>{copy.loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void portals.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : (
        <>
          <section aria-labelledby="upload-portals-heading">
            <h2 id="upload-portals-heading">{portals.data.memberType === 'business' ? copy.memberTypeBusiness : copy.memberTypeConsumer}</h2>
            <div className="upload-documents__portals">
              {portals.data.portals.map((portal) => (
                <PortalCard key={portal.id} portal={portal} />
              ))}
              <section className="card upload-portal upload-portal--chat" aria-labelledby="upload-chatbot-heading">
                <h3 id="upload-chatbot-heading">{portals.data.chatbot.label}</h3>
                <p>{portals.data.chatbot.description}</p>
                {openChat === undefined ? null : (
                  <button type="button" className="button button--secondary" onClick={() => openChat({ id: 'upload-documents-chatbot', label: chatbot.label, action: chatbot.action })}>
                    {portals.data.chatbot.label}
                  </button>
                )}
              </section>
            </div>
          </section>
        </>
      )}
      <section aria-labelledby="upload-history-heading" className="upload-documents__history">
        <h2 id="upload-history-heading">{copy.historyHeading}</h2>
        {uploads.isPending ? null : uploads.isError ? (
          <div role="alert">
            <p>{copy.loadError}</p>
            <button type="button" className="button button--secondary" onClick={() => void uploads.refetch()}>
              {copy.retry}
            </button>
          </div>
        ) : (
          <UploadHistory uploads={uploads.data.uploads} />
        )}
      </section>
    </div>
  );
}
