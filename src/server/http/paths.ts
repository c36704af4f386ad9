/** API answers live under /api; everything else is the web app. */
export const API_PREFIX = '/api';

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
