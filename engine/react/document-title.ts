import type { RouteHandle } from './route-handle';

/** The part of a react-router data router that title keeping needs. */
export interface TitledRouter {
  readonly state: { readonly matches: readonly { readonly route: { readonly handle?: unknown } }[] };
  subscribe(listener: (state: TitledRouter['state']) => void): () => void;
}

export interface DocumentTitleOptions {
  /** Appended to every route title, e.g. " | Members First Credit Union Online Banking". */
  readonly suffix: string;
  /** Used when no matched route has a title. */
  readonly fallback: string;
}

function titleOf(matches: TitledRouter['state']['matches']): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.title !== undefined) return handle.title;
  }
  return undefined;
}

/**
 * Keeps `document.title` equal to the innermost matched route's title plus the suffix. It listens to the router
 * itself rather than to a render, so the title changes in the same moment as the address: nothing (a test, a
 * screen reader, the browser history) ever sees the new address with the old title.
 */
export function keepDocumentTitle(router: TitledRouter, { suffix, fallback }: DocumentTitleOptions): () => void {
  const apply = (state: TitledRouter['state']) => {
    const title = titleOf(state.matches);
    document.title = title === undefined ? fallback : `${title}${suffix}`;
  };
  apply(router.state);
  return router.subscribe(apply);
}
