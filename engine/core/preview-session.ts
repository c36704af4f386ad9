/**
 * How a studio preview's read-only session travels: the first page's address carries it in this query parameter,
 * and every API call of that page sends it in this header (never as a cookie, so the product owner's own session in
 * the same browser stays theirs). Server and browser name them from here.
 */
export const PREVIEW_SESSION_QUERY = 'cu-preview';
export const PREVIEW_SESSION_HEADER = 'x-cu-preview';
