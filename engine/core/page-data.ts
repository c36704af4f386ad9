/**
 * The ids of the JSON data blocks the server embeds in index.html for the page's first screen (never executed, so
 * the CSP stays strict). Server and browser name them from here.
 */
export const PAGE_FLAGS_ELEMENT_ID = 'page-flags';

/** The server's clock when it served the page: `{ "now": ISO instant }`. */
export const PAGE_CLOCK_ELEMENT_ID = 'page-clock';

/** The id of the data block holding the version of the manifests in force and the manifests it replaces. */
export const PAGE_PUBLISHED_CONFIG_ELEMENT_ID = 'page-published-config';
