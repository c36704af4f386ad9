import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { DocumentRoomItem } from '../../engine/core/generated/api.gen';
import { evaluateVisibility } from '../../engine/core/visibility';
import { pathOf } from '../../engine/core/route-ref';
import { useVisibilityContext } from '../../engine/react';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { menusManifest, routesManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { StepHeading } from '../shared/flow/StepHeading';
import { DocumentButton } from '../shared/documents/DocumentButton';
import { taxStatementRequest } from '../shared/documents/tax-statement-request';
import { filterDocuments, filtersFromSearch, type DocumentType } from './document-filters';
import { documentRoomQuery } from './information-api';
import './information.css';

const copy = informationPagesManifest.documentRoom;
const TYPES = Object.keys(copy.types) as DocumentType[];
const DISCLOSURES_PATH = pathOf(routesManifest, 'member-disclosures');
const STATEMENTS_PATH = pathOf(routesManifest, 'statements');
/** The More menu's rule for the room: its flag differs for business and personal members; the server applies it too. */
const ROOM_RULE = menusManifest.menus.more.items.find((item) => item.id === 'electronic-document-room')?.visibleWhen;

function detailOf(document: DocumentRoomItem): string {
  if (document.detail === undefined) return '';
  return document.type === 'upload' ? resolveTemplate(copy.uploadReceipt, { receipt: document.detail }) : document.detail;
}

function DocumentAction({ document }: { readonly document: DocumentRoomItem }) {
  const name = `${copy.types[document.type]}: ${document.title}, ${formatDay(document.date)}`;
  if (document.downloadPath !== undefined) {
    return (
      <a className="button button--secondary" href={document.downloadPath} download aria-label={`${copy.download}, ${name}`}>
        {copy.download}
      </a>
    );
  }
  if (document.taxUid !== undefined && document.accountLastFour !== undefined) {
    return <DocumentButton request={taxStatementRequest(document.taxUid, document.accountLastFour)} fileName={`${document.title.replaceAll(' ', '-')}.pdf`} label={`${copy.download}, ${name}`} />;
  }
  if (document.type === 'notice') {
    return (
      <Link to={DISCLOSURES_PATH} aria-label={`${copy.viewDisclosure}, ${name}`}>
        {copy.viewDisclosure}
      </Link>
    );
  }
  return null;
}

/**
 * /more-menu/EDR: the member's statements, tax forms, accepted disclosures and uploads in one list,
 * filtered by type and year (kept in the address), each downloaded through the statements service.
 */
export default function DocumentRoomScreen() {
  const offered = evaluateVisibility(ROOM_RULE, useVisibilityContext());
  if (!offered) {
    return (
      <div className="info-page document-room">
        <StepHeading level={1}>{copy.heading}</StepHeading>
        <p>{copy.unavailable}</p>
        <p>
          <Link to={STATEMENTS_PATH}>{copy.statementsLink}</Link>
        </p>
      </div>
    );
  }
  return <DocumentRoom />;
}

function DocumentRoom() {
  const room = useQuery(documentRoomQuery);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search, TYPES);
  const choose = (name: 'type' | 'year', value: string) => {
    const next = new URLSearchParams(search);
    if (value === 'all') next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  };
  const shown = room.data === undefined ? [] : filterDocuments(room.data.documents, filters);
  return (
    <div className="info-page document-room">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      {room.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : room.isError ? (
        <p role="alert">{copy.error}</p>
      ) : (
        <>
          <div className="document-room__filters">
            <label>
              <span>{copy.typeLabel}</span>
              <select value={filters.type} onChange={(event) => choose('type', event.target.value)}>
                <option value="all">{copy.allTypes}</option>
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {copy.types[type]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{copy.yearLabel}</span>
              <select value={String(filters.year)} onChange={(event) => choose('year', event.target.value)}>
                <option value="all">{copy.allYears}</option>
                {room.data.years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p role="status" className="info-hint">
            {resolveTemplate(copy.count, { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p>{copy.empty}</p>
          ) : (
            <div className="info-table-wrap">
              <table className="info-table">
                <caption className="visually-hidden">{copy.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{copy.columnDocument}</th>
                    <th scope="col">{copy.columnType}</th>
                    <th scope="col">{copy.columnDate}</th>
                    <th scope="col">{copy.columnAction}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((document) => (
                    <tr key={document.id}>
                      <td data-label={copy.columnDocument}>
                        {document.title}
                        {document.detail === undefined ? null : <span className="info-hint info-block">{detailOf(document)}</span>}
                      </td>
                      <td data-label={copy.columnType}>{copy.types[document.type]}</td>
                      <td data-label={copy.columnDate}>
                        <time dateTime={document.date}>{formatDay(document.date)}</time>
                      </td>
                      <td data-label={copy.columnAction}>
                        <DocumentAction document={document} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
