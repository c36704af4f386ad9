import { parsePermissionExpression } from '../permission-expression';
import { routeParamNames, routeRefsOf } from '../route-ref';
import type {
  AlertsManifest,
  BannersManifest,
  FlagsManifest,
  Menu,
  MenusManifest,
  ModalsManifest,
  PermissionsManifest,
  RiskManifest,
  RouteParams,
  RoutesManifest,
  SsoManifest,
  UploadPortalsManifest,
  VisibilityRule,
} from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';
import { checkReachability } from './reachability';
import { flattenRoutes, routeExists, type RouteEntry } from './route-table';

/** The manifests pass 2 reads, already proven to match their schemas. */
export interface CrossReferenceInput {
  readonly routes: RoutesManifest;
  readonly menus: MenusManifest;
  readonly flags: FlagsManifest;
  readonly permissions: PermissionsManifest;
  readonly modals: ModalsManifest;
  readonly banners: BannersManifest;
  readonly alerts: AlertsManifest;
  readonly sso: SsoManifest;
  readonly uploadPortals: UploadPortalsManifest;
  readonly risk: RiskManifest;
  /** The capability names of config/policy.json (visibility rules may ask for one). */
  readonly capabilities: readonly string[];
  readonly screenKeys: readonly string[];
}

const ROUTES = 'config/routes.json';
const MENUS = 'config/menus.json';

const listOf = (keys: Iterable<string>): string => {
  const all = [...keys];
  const shown = all.slice(0, 12).join(', ');
  return all.length > 12 ? `${shown}, …` : shown;
};

/** Checks one reference against a set of known keys; `what` reads "a flag key in flags.json". */
function checkKey(
  issues: ValidationIssue[],
  known: ReadonlySet<string> | readonly string[],
  value: string | undefined,
  file: string,
  pointer: string,
  what: string,
  noun: string,
): void {
  if (value === undefined) return;
  const has = Array.isArray(known) ? known.includes(value) : (known as ReadonlySet<string>).has(value);
  if (!has) issues.push(makeIssue(file, pointer, what, describeFound(value), `no ${noun} has that key`));
}

class References {
  readonly issues: ValidationIssue[] = [];
  readonly routeEntries: RouteEntry[];
  readonly flags: Set<string>;
  readonly guards: Set<string>;
  readonly sso: Set<string>;
  readonly modals: Set<string>;
  readonly banners: Set<string>;
  readonly alertTypes: Set<string>;
  /** Route path patterns by route id (the first route with an id wins; checkRoutes reports repeats). */
  readonly routeIds: Map<string, string>;

  constructor(readonly input: CrossReferenceInput) {
    this.routeEntries = flattenRoutes(input.routes);
    this.routeIds = new Map();
    for (const ref of routeRefsOf(input.routes)) if (!this.routeIds.has(ref.id)) this.routeIds.set(ref.id, ref.path);
    this.flags = new Set(Object.keys(input.flags.flags));
    this.guards = new Set(Object.keys(input.permissions.guards));
    this.sso = new Set(Object.keys(input.sso.targets));
    this.modals = new Set(Object.keys(input.modals.modals));
    this.banners = new Set(Object.keys(input.banners.banners));
    this.alertTypes = new Set(Object.keys(input.alerts.types));
  }

  route(file: string, pointer: string, path: string | undefined): void {
    if (path === undefined || routeExists(this.routeEntries, path)) return;
    this.issues.push(makeIssue(file, pointer, 'the path of a route in routes.json', describeFound(path), 'no route has that path'));
  }

  /** A link by route id: the id names a route of routes.json, and `params` gives exactly that route's ':name' segments. */
  routeRef(file: string, pointer: string, id: string | undefined, params: RouteParams | undefined): void {
    if (id === undefined) return;
    const path = this.routeIds.get(id);
    if (path === undefined) {
      this.issues.push(makeIssue(file, pointerJoin(pointer, 'route'), `the id of a route in routes.json (${listOf(this.routeIds.keys())})`, describeFound(id), 'no route has that id'));
      return;
    }
    const needed = routeParamNames(path);
    const given = Object.keys(params ?? {});
    const missing = needed.filter((name) => !given.includes(name));
    const unknown = given.filter((name) => !needed.includes(name));
    if (missing.length > 0 || unknown.length > 0) {
      const wanted = needed.length === 0 ? `no params (route "${id}" is ${path})` : `params ${needed.join(', ')} for route "${id}" (${path})`;
      this.issues.push(makeIssue(file, pointerJoin(pointer, 'params'), wanted, describeFound(params ?? {})));
    }
  }

  flag(file: string, pointer: string, key: string | undefined): void {
    checkKey(this.issues, this.flags, key, file, pointer, 'a flag key in flags.json', 'flag');
  }

  guard(file: string, pointer: string, name: string | undefined): void {
    checkKey(this.issues, this.guards, name, file, pointer, 'a guard in permissions.json', 'guard');
  }

  ssoTarget(file: string, pointer: string, key: string | undefined): void {
    checkKey(this.issues, this.sso, key, file, pointer, 'a single sign-on target in sso.json', 'sso.json target');
  }

  modal(file: string, pointer: string, key: string | undefined): void {
    checkKey(this.issues, this.modals, key, file, pointer, 'a modal key in modals.json', 'modal');
  }

  banner(file: string, pointer: string, key: string | undefined): void {
    checkKey(this.issues, this.banners, key, file, pointer, 'a banner key in banners.json', 'banner');
  }

  alertType(file: string, pointer: string, key: string | undefined): void {
    checkKey(this.issues, this.alertTypes, key, file, pointer, `an alert type in alerts.json (${listOf(this.alertTypes)})`, 'alert type');
  }

  visibility(file: string, pointer: string, rule: VisibilityRule | undefined): void {
    if (rule === undefined) return;
    if ('all' in rule) rule.all.forEach((child, i) => this.visibility(file, pointerJoin(pointer, 'all', i), child));
    else if ('any' in rule) rule.any.forEach((child, i) => this.visibility(file, pointerJoin(pointer, 'any', i), child));
    else if ('not' in rule) this.visibility(file, pointerJoin(pointer, 'not'), rule.not);
    else if ('flag' in rule) this.flag(file, pointerJoin(pointer, 'flag'), rule.flag);
    else if ('guard' in rule) this.guard(file, pointerJoin(pointer, 'guard'), rule.guard);
    else if ('can' in rule) checkKey(this.issues, this.input.capabilities, rule.can, file, pointerJoin(pointer, 'can'), 'a capability of config/policy.json', 'capability');
    else if ('precheckAlertIn' in rule) {
      rule.precheckAlertIn.forEach((key, i) => this.alertType(file, pointerJoin(pointer, 'precheckAlertIn', i), key));
    }
  }
}

function checkRoutes(refs: References): void {
  const { issues, input } = refs;
  const seen = new Map<string, string>();
  const seenIds = new Map<string, string>();
  for (const { node, pointer, absolutePath, routable } of refs.routeEntries) {
    // Links name routes by id, so every route a path reaches has one, used once; an index route answers its parent's.
    if (!node.index && node.id === undefined) {
      issues.push(makeIssue(ROUTES, pointer, 'an "id" (links in menus and screens name the route by it)', 'none'));
    }
    if (node.index && node.id !== undefined) {
      issues.push(makeIssue(ROUTES, pointerJoin(pointer, 'id'), 'no id on an index route (its parent\'s id names its path)', describeFound(node.id)));
    }
    if (node.id !== undefined) {
      const earlier = seenIds.get(node.id);
      if (earlier !== undefined) issues.push(makeIssue(ROUTES, pointerJoin(pointer, 'id'), `an id no other route uses (${earlier} has it)`, describeFound(node.id)));
      else seenIds.set(node.id, pointer);
    }
    if (!routable && !node.children) {
      issues.push(makeIssue(ROUTES, pointer, 'a route with a "screen", a "redirect" or "children"', describeFound(node)));
    }
    if (node.index && node.path !== undefined) {
      issues.push(makeIssue(ROUTES, pointerJoin(pointer, 'path'), 'no path on an index route (it answers its parent\'s path)', describeFound(node.path)));
    }
    if (!node.index && node.path === undefined) {
      issues.push(makeIssue(ROUTES, pointer, 'a "path" or "index": true', describeFound(node)));
    }
    if (node.screen !== undefined) {
      checkKey(issues, input.screenKeys, node.screen, ROUTES, pointerJoin(pointer, 'screen'), `one of the screen keys in screens/index.ts (${listOf(input.screenKeys)})`, 'screen');
    }
    if (routable && node.screen !== undefined && node.title === undefined) {
      issues.push(makeIssue(ROUTES, pointerJoin(pointer, 'title'), 'a page title for a route that shows a screen', 'none'));
    }
    refs.flag(ROUTES, pointerJoin(pointer, 'flag'), node.flag);
    refs.guard(ROUTES, pointerJoin(pointer, 'guard'), node.guard);
    refs.route(ROUTES, pointerJoin(pointer, 'redirect'), node.redirect);
    refs.ssoTarget(ROUTES, pointerJoin(pointer, 'frame', 'sso'), node.frame?.sso);
    if (routable) {
      const earlier = seen.get(absolutePath);
      if (earlier !== undefined) {
        issues.push(makeIssue(ROUTES, pointer, `a path no other route uses (${earlier} already answers it)`, describeFound(absolutePath)));
      } else seen.set(absolutePath, pointer);
    }
  }
  refs.route(ROUTES, '/notFound/redirect', input.routes.notFound.redirect);
}

function checkMenus(refs: References): void {
  for (const [name, menu] of Object.entries(refs.input.menus.menus) as [string, Menu][]) {
    const menuPointer = pointerJoin('/menus', name);
    refs.visibility(MENUS, pointerJoin(menuPointer, 'visibleWhen'), menu.visibleWhen);
    const ids = new Set<string>();
    menu.items.forEach((item, index) => {
      const pointer = pointerJoin(menuPointer, 'items', index);
      const targets = (['route', 'sso', 'href', 'action'] as const).filter((key) => item[key] !== undefined);
      if (targets.length !== 1) {
        refs.issues.push(makeIssue(MENUS, pointer, 'exactly one of "route", "sso", "href" or "action"', targets.length === 0 ? 'none' : targets.join(' and ')));
      }
      if (ids.has(item.id)) refs.issues.push(makeIssue(MENUS, pointerJoin(pointer, 'id'), 'an id used once in its menu', describeFound(item.id)));
      ids.add(item.id);
      refs.routeRef(MENUS, pointer, item.route, item.params);
      refs.ssoTarget(MENUS, pointerJoin(pointer, 'sso'), item.sso);
      refs.visibility(MENUS, pointerJoin(pointer, 'visibleWhen'), item.visibleWhen);
    });
  }
  const { screenLinks, unlinkedRoutes } = refs.input.menus;
  screenLinks.forEach((link, index) => {
    refs.route(MENUS, pointerJoin('/screenLinks', index, 'to'), link.to);
    refs.route(MENUS, pointerJoin('/screenLinks', index, 'from'), link.from);
  });
  unlinkedRoutes.forEach((route, index) => refs.route(MENUS, pointerJoin('/unlinkedRoutes', index, 'path'), route.path));
  // Which pages are reached means something only once every route reference resolves.
  if (refs.issues.length === 0) refs.issues.push(...checkReachability(refs.input.routes, refs.input.menus));
}

function checkPermissions(refs: References): void {
  for (const [name, guard] of Object.entries(refs.input.permissions.guards)) {
    try {
      parsePermissionExpression(guard.expression);
    } catch (error) {
      const identifier = (error as { identifier?: unknown }).identifier;
      const note = typeof identifier === 'string' ? `"${identifier}" is not resource.function.privilege` : (error as Error).message;
      refs.issues.push(
        makeIssue(
          'config/permissions.json',
          pointerJoin('/guards', name, 'expression'),
          'a permission expression: resource.function.privilege identifiers joined by AND or OR',
          describeFound(guard.expression),
          note,
        ),
      );
    }
  }
}

function checkAlerts(refs: References): void {
  const file = 'config/alerts.json';
  const { alerts } = refs.input;
  refs.alertType(file, '/fallbackAlertType', alerts.fallbackAlertType);
  refs.alertType(file, '/unknownCodeAlertType', alerts.unknownCodeAlertType);
  refs.route(file, '/landingPath', alerts.landingPath);
  refs.route(file, '/disclosures/path', alerts.disclosures.path);
  refs.route(file, '/onboardingPath', alerts.onboardingPath);
  for (const [code, type] of Object.entries(alerts.conditionCodes)) {
    refs.alertType(file, pointerJoin('/conditionCodes', code), type);
  }
  for (const [key, type] of Object.entries(alerts.types)) {
    const pointer = pointerJoin('/types', key);
    refs.route(file, pointerJoin(pointer, 'redirectTo'), type.redirectTo);
    refs.banner(file, pointerJoin(pointer, 'banner'), type.banner);
    type.modal?.buttons.forEach((button, i) => refs.route(file, pointerJoin(pointer, 'modal', 'buttons', i, 'to'), button.to));
    const { mode, pageKeys } = type.modalOn;
    if ((mode === 'only' || mode === 'except') && (pageKeys ?? []).length === 0) {
      refs.issues.push(makeIssue(file, pointerJoin(pointer, 'modalOn', 'pageKeys'), `page keys for mode "${mode}"`, describeFound(pageKeys)));
    }
    if (type.modalOn.mode !== 'none' && type.modal === undefined) {
      refs.issues.push(makeIssue(file, pointerJoin(pointer, 'modal'), `a modal, since modalOn.mode is "${mode}"`, 'none'));
    }
  }
}

function checkOthers(refs: References): void {
  const { input } = refs;
  for (const [key, modal] of Object.entries(input.modals.modals)) {
    modal.buttons.forEach((button, i) => refs.route('config/modals.json', pointerJoin('/modals', key, 'buttons', i, 'to'), button.to));
  }
  for (const [key, banner] of Object.entries(input.banners.banners)) {
    refs.route('config/banners.json', pointerJoin('/banners', key, 'link', 'to'), banner.link?.to);
  }
  for (const [key, target] of Object.entries(input.sso.targets)) {
    refs.modal('config/sso.json', pointerJoin('/targets', key, 'errorModal'), target.errorModal);
  }
  refs.ssoTarget('config/upload-portals.json', '/sso', input.uploadPortals.sso);
  checkUploadPortals(refs);
  input.risk.rules.forEach((rule, i) => refs.route('config/risk.json', pointerJoin('/rules', i, 'redirectAfter'), rule.redirectAfter));
}

/** Each upload portal says how it works: informational, an in-app upload of known file types, or a hand-off to a real target and route. */
function checkUploadPortals(refs: References): void {
  const FILE = 'config/upload-portals.json';
  const { uploadPortals } = refs.input;
  const typeIds = new Set(uploadPortals.uploads.fileTypes.map((type) => type.id));
  for (const kind of ['consumer', 'business'] as const) {
    uploadPortals[kind].forEach((portal, i) => {
      const pointer = pointerJoin('', kind, i);
      if (portal.informationalOnly) {
        if (portal.delivery !== undefined) refs.issues.push(makeIssue(FILE, pointerJoin(pointer, 'delivery'), 'no delivery on an informational portal', describeFound(portal.delivery)));
        return;
      }
      if (portal.delivery === 'upload') {
        if (portal.acceptedTypes === undefined) refs.issues.push(makeIssue(FILE, pointer, 'acceptedTypes on an upload portal', 'none'));
        portal.acceptedTypes?.forEach((id, j) => checkKey(refs.issues, typeIds, id, FILE, pointerJoin(pointer, 'acceptedTypes', j), 'an id of uploads.fileTypes', 'file type'));
      } else if (portal.delivery === 'handOff') {
        if (portal.handOff === undefined) refs.issues.push(makeIssue(FILE, pointer, 'handOff on a hand-off portal', 'none'));
        refs.ssoTarget(FILE, pointerJoin(pointer, 'handOff', 'sso'), portal.handOff?.sso);
        refs.route(FILE, pointerJoin(pointer, 'handOff', 'route'), portal.handOff?.route);
      } else {
        refs.issues.push(makeIssue(FILE, pointerJoin(pointer, 'delivery'), '"upload" or "handOff" on a portal that is not informational', 'none'));
      }
    });
  }
}

/**
 * Pass 2: every name one manifest uses for another's entry must exist: screens, flags, guards,
 * route paths, single sign-on targets, modals, banners and alert types; permission expressions parse.
 */
export function checkCrossReferences(input: CrossReferenceInput): ValidationIssue[] {
  const refs = new References(input);
  checkRoutes(refs);
  checkMenus(refs);
  checkPermissions(refs);
  checkAlerts(refs);
  checkOthers(refs);
  return refs.issues;
}
