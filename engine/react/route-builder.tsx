import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { RouteNode, RoutesManifest } from '../core/generated/manifests.gen';
import { isGatedRoute } from './guards/decide-route-access';
import { RouteGate } from './guards/RouteGate';
import { NavigationPending } from './NavigationPending';
import { signInHref } from './return-to';
import { RouteFocus } from './RouteFocus';
import type { RouteHandle } from './route-handle';
import { RoutesManifestProvider } from './route-paths';
import { findScreen, type ScreenEntry } from './screen-registry';

export interface BuildRoutesOptions {
  readonly manifest: RoutesManifest;
  readonly screens: readonly ScreenEntry[];
  /** Layout components by the names routes.json uses; each renders an `<Outlet />`. */
  readonly layouts: Readonly<Record<string, ComponentType>>;
  /** Layout of top-level routes that name none. */
  readonly defaultLayout: string;
  /** Path of the sign-in page that non-public routes send signed-out visitors to. */
  readonly loginPath: string;
  /** Resolves false when the browser holds no live session. */
  readonly isSignedIn: () => Promise<boolean>;
  /** Shown while the first page resolves (session check, screen code). */
  readonly loading: ReactNode;
  /** Announced while a later navigation is pending, e.g. "Loading…". */
  readonly loadingLabel: string;
  /** Shown in place of a screen that failed to load or render. */
  readonly routeError: ReactNode;
  /**
   * Route gates: when given, every route with a flag, guard or trusted-user block renders through RouteGate
   * (which needs a RouteAccessProvider and a ModalProvider above it).
   */
  readonly gate?: RouteGateOptions;
  /** Wraps everything inside the router, for app-wide providers that use router hooks (modal and banner hosts). */
  readonly shell?: ComponentType<{ readonly children: ReactNode }>;
  /**
   * Asked after a successful session check: where this signed-in visitor must go instead of `url` (for example
   * staff with no member chosen, to the service desk), or undefined to let them through.
   */
  readonly redirectSignedIn?: (url: URL) => Promise<string | undefined>;
}

export interface RouteGateOptions {
  /** Where a member denied a route goes. */
  readonly homePath: string;
  /** Shown while a gate waits for flags, permissions and the service agreement. */
  readonly loading: ReactNode;
}

interface Scope {
  readonly layout: string;
  readonly isPublic: boolean;
  /** Path of the enclosing route relative to the root, without leading slash ("" at top level). */
  readonly parentPath: string;
  readonly topLevel: boolean;
}


interface LayoutGroup {
  readonly layout: string;
  readonly isPublic: boolean;
  readonly children: RouteObject[];
}

const joinPath = (parent: string, child: string | undefined): string =>
  [parent, child ?? ''].filter((part) => part !== '').join('/');

const describe = (node: RouteNode, fullPath: string): string =>
  node.index === true ? `the index route of "/${fullPath}"` : `route "/${fullPath}"`;

function handleFor(node: RouteNode): RouteHandle {
  const { title, pageKey, flag, stayOnFlagOff, guard, trustedUserBlocked, frame, screen } = node;
  const handle: Record<string, unknown> = { title, pageKey, flag, stayOnFlagOff, guard, trustedUserBlocked, frame, screen };
  for (const key of Object.keys(handle)) if (handle[key] === undefined) delete handle[key];
  return handle as RouteHandle;
}

type Guard = (args: LoaderFunctionArgs) => Promise<null>;

// react-router follows the deepest redirect when several loaders redirect at once, so inside a guarded group a
// redirect first waits for the session check: a signed-out visit to "/" goes straight to sign-in, remembering "/".
// Redirect routes render nothing; an explicit null element keeps react-router from warning about an empty leaf.
const redirectRoute = (to: string, guard: Guard | undefined) => ({
  loader: async (args: LoaderFunctionArgs) => {
    if (guard !== undefined) await guard(args);
    return redirect(to);
  },
  element: null,
});

/**
 * Turns routes.json into react-router data-router route objects, once at start-up; no route is written by hand.
 * Routes are grouped under their layout (a child whose layout or public flag differs from its parent's is lifted
 * out to the top with its full path, so layouts never nest), every non-public group checks the session first and
 * sends signed-out visitors to sign-in with `returnTo`, screens load lazily, and each route's `handle` carries its
 * title (see keepDocumentTitle), page key, flag, guard and frame. A screen key or layout name the app does not have
 * throws at once.
 */
export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const groups = new Map<string, LayoutGroup>();

  // One navigation hands the same Request to every loader it runs: one status call however many loaders ask.
  const sessionChecks = new WeakMap<Request, Promise<string | null>>();
  const checkSession = async (request: Request): Promise<string | null> => {
    const url = new URL(request.url);
    if (!(await options.isSignedIn())) return signInHref(options.loginPath, `${url.pathname}${url.search}`);
    const elsewhere = await options.redirectSignedIn?.(url);
    return elsewhere === undefined || elsewhere === url.pathname ? null : elsewhere;
  };
  const requireSession: Guard = async ({ request }) => {
    let check = sessionChecks.get(request);
    if (check === undefined) {
      check = checkSession(request);
      sessionChecks.set(request, check);
    }
    const to = await check;
    if (to === null) return null;
    throw redirect(to);
  };

  const gated = (handle: RouteHandle, content: ReactNode): ReactNode =>
    options.gate === undefined || !isGatedRoute(handle) ? content : (
      <RouteGate handle={handle} homePath={options.gate.homePath} loading={options.gate.loading}>
        {content}
      </RouteGate>
    );

  // The router resolves a screen's code together with the route's loaders, before it commits the navigation: the
  // page being left stays up (with the pending indicator) and the new page never renders half-loaded.
  const screenLoaders = new Map<string, NonNullable<RouteObject['lazy']>>();
  const screenLoader = (key: string, handle: RouteHandle): NonNullable<RouteObject['lazy']> => {
    const entry = findScreen(options.screens, key);
    if (options.gate !== undefined && isGatedRoute(handle)) {
      return async () => {
        const Screen = (await entry.load()).default;
        return { element: gated(handle, <Screen />) };
      };
    }
    let loader = screenLoaders.get(key);
    if (loader === undefined) {
      loader = async () => ({ Component: (await entry.load()).default });
      screenLoaders.set(key, loader);
    }
    return loader;
  };

  const addToGroup = (layout: string, isPublic: boolean, route: RouteObject): void => {
    const groupKey = `${layout}${isPublic ? ':public' : ''}`;
    let group = groups.get(groupKey);
    if (group === undefined) {
      group = { layout, isPublic, children: [] };
      groups.set(groupKey, group);
    }
    group.children.push(route);
  };

  const build = (node: RouteNode, fullPath: string, place: { index: true } | { path: string }, scope: Scope): RouteObject => {
    const children = (node.children ?? []).flatMap((child) => convert(child, { ...scope, parentPath: fullPath, topLevel: false }));
    if (node.screen !== undefined && node.redirect !== undefined) {
      throw new Error(`routes.json: ${describe(node, fullPath)} names both a screen and a redirect; keep one.`);
    }
    const handle = handleFor(node);
    if (node.redirect !== undefined) {
      const guard = scope.isPublic ? undefined : requireSession;
      if (children.length === 0) return { ...place, handle, ...redirectRoute(node.redirect, guard) };
      return { path: 'path' in place ? place.path : '', handle, children: [{ index: true, ...redirectRoute(node.redirect, guard) }, ...children] };
    }
    if (node.screen !== undefined) {
      const lazy = screenLoader(node.screen, handle);
      if (children.length === 0) return { ...place, handle, lazy, errorElement: options.routeError };
      return { path: 'path' in place ? place.path : '', handle, lazy, errorElement: options.routeError, children };
    }
    if (children.length === 0) {
      throw new Error(`routes.json: ${describe(node, fullPath)} has no screen, redirect or children.`);
    }
    return { path: 'path' in place ? place.path : '', handle, element: gated(handle, <Outlet />), children };
  };

  const convert = (node: RouteNode, scope: Scope): RouteObject[] => {
    const layout = node.layout ?? scope.layout;
    const isPublic = node.public ?? scope.isPublic;
    const fullPath = node.index === true ? scope.parentPath : joinPath(scope.parentPath, node.path);
    const ownScope: Scope = { layout, isPublic, parentPath: fullPath, topLevel: false };
    if (scope.topLevel || layout !== scope.layout || isPublic !== scope.isPublic) {
      // Top-level routes, and children lifted out of a parent with another layout, sit directly in their group.
      const place = node.index === true && fullPath === '' ? { index: true as const } : { path: fullPath };
      addToGroup(layout, isPublic, build(node, fullPath, place, ownScope));
      return [];
    }
    const place = node.index === true ? { index: true as const } : { path: node.path ?? '' };
    return [build(node, fullPath, place, ownScope)];
  };

  for (const node of options.manifest.routes) {
    convert(node, { layout: options.defaultLayout, isPublic: false, parentPath: '', topLevel: true });
  }

  const layoutRoutes: RouteObject[] = [...groups.entries()].map(([groupKey, group]) => {
    const Layout = options.layouts[group.layout];
    if (Layout === undefined) {
      const known = Object.keys(options.layouts).sort().join(', ');
      throw new Error(`routes.json names the layout "${group.layout}", which the app does not have. Known layouts: ${known}`);
    }
    return {
      id: `layout:${groupKey}`,
      element: <Layout />,
      ...(group.isPublic ? {} : { loader: requireSession }),
      children: group.children,
    };
  });

  const Loading = () => options.loading;
  const Shell = options.shell ?? Fragment;
  return [
    {
      id: 'root',
      element: (
        // Every screen and menu below resolves route ids (menus.json, links in screens) against this manifest.
        <RoutesManifestProvider value={options.manifest}>
          {/* Outside the shell, which may remount its hosts when the member signs in: that is a change of page too. */}
          <RouteFocus />
          <Shell>
            <NavigationPending label={options.loadingLabel} />
            <Outlet />
          </Shell>
        </RoutesManifestProvider>
      ),
      HydrateFallback: Loading,
      errorElement: options.routeError,
      children: [...layoutRoutes, { path: '*', ...redirectRoute(options.manifest.notFound.redirect, undefined) }],
    },
  ];
}
