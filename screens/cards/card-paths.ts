import type { RouteNode } from '../../engine/core/generated/manifests.gen';
import { decideRouteAccess } from '../../engine/react';
import type { RouteAccessFacts } from '../../engine/react';
import { routesManifest } from '../../src/manifests';
import { CARD_PARAM } from './use-chosen-card';

/** A card page of routes.json: its absolute path and the route nodes from the outermost to its own (their gates). */
export interface CardPage {
  readonly path: string;
  readonly nodes: readonly RouteNode[];
}

function find(nodes: readonly RouteNode[], parent: string, above: readonly RouteNode[], screen: string): CardPage | undefined {
  for (const node of nodes) {
    const path = node.index === true || node.path === undefined ? parent : `${parent}/${node.path}`;
    const chain = [...above, node];
    if (node.screen === screen) return { path: path === '' ? '/' : path, nodes: chain };
    const found = find(node.children ?? [], path, chain, screen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The page routes.json renders `screen` on, or undefined when no route shows it. */
export function cardPage(screen: string): CardPage | undefined {
  return find(routesManifest.routes, '', [], screen);
}

/** The path of the page that renders `screen`; throws when routes.json has none (the caller cannot work without it). */
export function requiredCardPath(screen: string): string {
  const page = cardPage(screen);
  if (page === undefined) throw new Error(`routes.json has no route for the "${screen}" screen.`);
  return page.path;
}

/** Whether the member may open the page: every route on its way allows it (flag, trusted-user block, guard). */
export function mayOpen(page: CardPage, facts: RouteAccessFacts): boolean {
  return page.nodes.every((node) => decideRouteAccess(node, facts).outcome === 'allow');
}

/** A link to a per-card page about one card (`?card=<id>`, read by useChosenCard). */
export function cardHref(path: string, cardId: string): string {
  return `${path}?${new URLSearchParams({ [CARD_PARAM]: cardId }).toString()}`;
}
