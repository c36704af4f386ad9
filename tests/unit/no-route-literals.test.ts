import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RoutesManifest } from '../../engine/core/generated/manifests.gen';
import { hasRoute } from '../../engine/core/route-ref';
import { ACCOUNT_SERVICES } from '../../screens/account-services/service-catalog';
import { HUB_ROUTE } from '../../screens/account-services/account-services-paths';
import { flattenRoutes } from '../../engine/core/config-validation/route-table';

// Screens and the app shell name pages by route id (engine/core/route-ref.ts resolves it); only routes.json spells a
// path. A path written into a screen is one the config validator cannot see and that breaks silently when
// routes.json moves the page, so this scans the sources for a string literal that is an app route.
const root = fileURLToPath(new URL('../../', import.meta.url));
const routes = JSON.parse(readFileSync(join(root, 'config/routes.json'), 'utf8')) as RoutesManifest;
const FOLDERS = ['screens', 'src/web'];
const SOURCE = /\.(ts|tsx)$/;

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** Every path routes.json builds, parents and redirects included, except "/" (a bare slash is not a page link). */
const routePatterns: string[][] = [...new Set(flattenRoutes(routes).map((entry) => entry.absolutePath))].map(segmentsOf).filter((segments) => segments.length > 0);

/**
 * Whether a literal's path names an app route: it matches a route path (':name' matching any one segment), or it is
 * the fixed start of one that the code completes (`/static/${slug}` names "/static/:page").
 */
function isAppRoute(literalPath: string, completed: boolean): boolean {
  const wanted = segmentsOf(literalPath);
  if (wanted.length === 0) return false;
  return routePatterns.some((pattern) => {
    if (completed ? wanted.length > pattern.length : wanted.length !== pattern.length) return false;
    return wanted.every((segment, index) => pattern[index]!.startsWith(':') || pattern[index] === segment);
  });
}

/** The string literals (quoted or template) of a source that start with "/", each cut at a query, a hash or `${`. */
function slashLiterals(source: string): { line: number; text: string; completed: boolean }[] {
  const found: { line: number; text: string; completed: boolean }[] = [];
  const literal = /(['"`])(\/[^'"`\s?#$]*)(\$\{)?/g;
  for (const match of source.matchAll(literal)) {
    const line = source.slice(0, match.index).split('\n').length;
    found.push({ line, text: match[2]!, completed: match[3] !== undefined || match[2]!.endsWith('/') });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('no app route path is written in a screen', () => {
  it('recognises a route path, with or without its parameters filled, and leaves other slashes alone', () => {
    expect(isAppRoute('/move-money/scheduled', false)).toBe(true);
    expect(isAppRoute('/static/about', false)).toBe(true);
    expect(isAppRoute('/static/', true)).toBe(true);
    expect(isAppRoute('/amountCents', false)).toBe(false);
    expect(isAppRoute('/api/accounts', false)).toBe(false);
    expect(slashLiterals("const A = '/move-money/transfers';\nlink(`/static/${slug}`);").map((hit) => hit.text)).toEqual(['/move-money/transfers', '/static/']);
  });

  it('finds none in screens/ and src/web/', () => {
    const offenders = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).flatMap((file) =>
      slashLiterals(readFileSync(file, 'utf8'))
        .filter((hit) => isAppRoute(hit.text, hit.completed))
        .map((hit) => `${relative(root, file)}:${hit.line}: "${hit.text}" (name the page by its route id: pathOf(routesManifest, id))`),
    );
    expect(offenders).toEqual([]);
  });

  it('every route id the screens name literally is one routes.json has', () => {
    const call = /\b(?:pathOf|hrefOf)\(routesManifest, '([^']+)'/g;
    const named = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(call)].map((match) => ({ file: relative(root, file), id: match[1]! })),
    );
    expect(named.length).toBeGreaterThan(20);
    const ids = [...named.map((entry) => entry.id), HUB_ROUTE, ...ACCOUNT_SERVICES.map((service) => service.route)];
    expect(ids.filter((id) => !hasRoute(routes, id))).toEqual([]);
  });
});
