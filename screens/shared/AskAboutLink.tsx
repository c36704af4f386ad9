import { Link } from 'react-router-dom';
import { decideRouteAccess, useOptionalRouteAccess } from '../../engine/react';
import type { RouteNode } from '../../engine/core/generated/manifests.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { routesManifest } from '../../src/manifests';
import { composeAboutHref, type AboutItem } from './message-links';
import './ask-about-link.css';

/** The route nodes from the outermost to compose's own: every gate a member passes on the way (flag, guard, block). */
function composeChain(nodes: readonly RouteNode[], above: readonly RouteNode[]): readonly RouteNode[] | undefined {
  for (const node of nodes) {
    const chain = [...above, node];
    if (node.screen === 'message-compose') return chain;
    const found = composeChain(node.children ?? [], chain);
    if (found !== undefined) return found;
  }
  return undefined;
}

const COMPOSE_CHAIN = composeChain(routesManifest.routes, []) ?? [];

/** What compose shows as "About: ..." until the server names the item when the message is sent. */
export interface AskAboutState {
  readonly aboutLabel?: string;
}

export interface AskAboutLinkProps extends AboutItem {
  /** How the item reads in the compose page's "About:" line (the server computes the stored label itself). */
  readonly label?: string;
  readonly className?: string;
}

/**
 * "Ask us about this ...": starts a message about one account, transaction, payment order or card, carried as
 * `?about=<kind>:<id>` (our own addition: the conversation starts from the thing it is about). Shown only to members who
 * may open compose (the message-center flag and the guards of its routes); left out where access is unknown.
 */
export function AskAboutLink({ kind, id, label, className }: AskAboutLinkProps) {
  const access = useOptionalRouteAccess();
  const allowed = access !== undefined && COMPOSE_CHAIN.length > 0 && COMPOSE_CHAIN.every((node) => decideRouteAccess(node, access).outcome === 'allow');
  if (!allowed) return null;
  const state: AskAboutState = { aboutLabel: label };
  return (
    <Link className={className ?? 'ask-about-link'} to={composeAboutHref({ kind, id })} state={state}>
      {messagesManifest.copy.askAbout[kind]}
    </Link>
  );
}
