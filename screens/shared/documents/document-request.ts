import { apiFetchBlob } from '../../../engine/react';

/** A document the server names by headers (which a plain link cannot send), so it is fetched rather than linked. */
export interface DocumentRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The lists carry masked numbers ("••••1234"); the download headers take the whole number or its last four digits. */
export function documentAccountNumber(maskedNumber: string): string {
  return maskedNumber.replace(/\D/g, '');
}

/** Fetches a document (a PDF) through the API client; throws an ApiError on anything but 2xx. */
export async function fetchDocument(request: DocumentRequest): Promise<Blob> {
  return (await apiFetchBlob(request.path, 'application/pdf', { headers: request.headers })).data;
}
