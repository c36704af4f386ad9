import type { DocumentRoomItem } from '../../engine/core/generated/api.gen';

export type DocumentType = DocumentRoomItem['type'];

/** The document room's filters: a type and a year, or every one. */
export interface DocumentFilters {
  readonly type: DocumentType | 'all';
  readonly year: number | 'all';
}

export function filterDocuments(documents: readonly DocumentRoomItem[], filters: DocumentFilters): DocumentRoomItem[] {
  return documents.filter((document) => (filters.type === 'all' || document.type === filters.type) && (filters.year === 'all' || document.year === filters.year));
}

/** Filters from the address (?type=&year=), so a filtered view can be bookmarked; unknown values mean "all". */
export function filtersFromSearch(search: URLSearchParams, types: readonly string[]): DocumentFilters {
  const type = search.get('type') ?? '';
  const year = Number(search.get('year'));
  return {
    type: types.includes(type) ? (type as DocumentType) : 'all',
    year: Number.isInteger(year) && year > 1900 ? year : 'all',
  };
}
