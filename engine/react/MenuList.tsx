import { useId, useMemo, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { Menu, MenuItem } from '../core/generated/manifests.gen';
import { evaluateVisibility, type VisibilityContext } from '../core/visibility';
import { useRoutePath } from './route-paths';

/** Values for a menu item's placeholders, e.g. a hand-off path's `{id}` when the item acts on one card or account. */
export type MenuItemParams = Readonly<Record<string, string>>;

/** A small marker drawn on an item (a dot), e.g. "3 unread messages" on the mail icon; `label` is read, not shown. */
export interface MenuItemBadge {
  readonly label: string;
}

/** Badges by menu item id; an item without one shows none. */
export type MenuItemBadges = Readonly<Record<string, MenuItemBadge>>;

/** Handlers for menu items that run code instead of navigating: `action` items by action name, `sso` items by "sso". */
export type MenuActionHandlers = Readonly<Partial<Record<string, (item: MenuItem, params?: MenuItemParams) => void>>>;

export interface MenuListProps {
  readonly menu: Menu;
  readonly context: VisibilityContext;
  readonly actions?: MenuActionHandlers;
  /** Icon elements by the `icon` names menus.json uses; rendered decoratively before the label. */
  readonly icons?: Readonly<Record<string, ReactNode>>;
  /**
   * Keep every label for screen readers only. Without it, only items that have both an icon and an `ariaLabel`
   * (icon buttons, per menus.json) show just their icon.
   */
  readonly iconOnly?: boolean;
  readonly className?: string;
  /** Called after any item is chosen, e.g. to close the drawer the list sits in. */
  readonly onChoose?: () => void;
  /** Passed to every handler: what the items act on, for a menu drawn beside one card or account. */
  readonly params?: MenuItemParams;
  /** Badges by item id: a dot beside the item, its label for screen readers only. */
  readonly badges?: MenuItemBadges;
  /** Whether what an action item opens (a panel, a menu) is shown, by item id: the button's aria-expanded. */
  readonly expanded?: Readonly<Record<string, boolean>>;
}

/** The items of `menu` whose rules pass (the menu's own rule first); an empty list when the menu itself is hidden. */
export function visibleItems(menu: Menu, context: VisibilityContext): MenuItem[] {
  if (!evaluateVisibility(menu.visibleWhen, context)) return [];
  return menu.items.filter((item) => evaluateVisibility(item.visibleWhen, context));
}

const handlerKey = (item: MenuItem): string | undefined => item.action ?? (item.sso === undefined ? undefined : 'sso');

interface ItemContentProps {
  readonly item: MenuItem;
  readonly icon: ReactNode;
  readonly iconOnly: boolean;
  readonly badge?: MenuItemBadge;
  readonly badgeId: string;
}

function ItemContent({ item, icon, iconOnly, badge, badgeId }: ItemContentProps) {
  return (
    <>
      {icon === undefined ? null : (
        <span className="menu-list__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={iconOnly ? 'visually-hidden' : 'menu-list__label'}>{item.label}</span>
      {badge === undefined ? null : (
        <>
          <span className="menu-list__badge" aria-hidden="true" />
          <span id={badgeId} className="visually-hidden">{` ${badge.label}`}</span>
        </>
      )}
    </>
  );
}

/**
 * Renders a menus.json menu as a list of links and buttons, leaving out every item whose visibility rule fails.
 * `route` items are router links to the path routes.json gives that route id (with the item's params), `href` items plain external links, `action`/`sso` items buttons calling the matching
 * handler; an item whose handler was not supplied is left out rather than shown dead. A badge's words join the
 * item's name, or (for an item named by its `ariaLabel`, which hides its content from screen readers) its description.
 */
export function MenuList({ menu, context, actions = {}, icons = {}, iconOnly = false, className, onChoose, params, badges = {}, expanded = {} }: MenuListProps) {
  const items = useMemo(() => visibleItems(menu, context), [menu, context]);
  const idPrefix = useId();
  const resolve = useRoutePath();
  const rendered = items.flatMap((item) => {
    const icon = item.icon === undefined ? undefined : icons[item.icon];
    const badge = badges[item.id];
    const badgeId = `${idPrefix}-${item.id}-badge`;
    const content = (
      <ItemContent item={item} icon={icon} iconOnly={iconOnly || (icon !== undefined && item.ariaLabel !== undefined)} badge={badge} badgeId={badgeId} />
    );
    const common = {
      className: `menu-list__item menu-list__item--${item.id}`,
      'aria-label': item.ariaLabel,
      'aria-describedby': badge !== undefined && item.ariaLabel !== undefined ? badgeId : undefined,
    };
    if (item.route !== undefined) {
      return [
        <li key={item.id}>
          <NavLink to={resolve(item.route, item.params)} {...common} onClick={onChoose}>
            {content}
          </NavLink>
        </li>,
      ];
    }
    if (item.href !== undefined) {
      return [
        <li key={item.id}>
          <a href={item.href} target={item.href.startsWith('https://') ? '_blank' : undefined} rel="noopener noreferrer" {...common} onClick={onChoose}>
            {content}
          </a>
        </li>,
      ];
    }
    const key = handlerKey(item);
    const handler = key === undefined ? undefined : actions[key];
    if (handler === undefined) return [];
    return [
      <li key={item.id}>
        <button
          type="button"
          {...common}
          aria-expanded={expanded[item.id]}
          onClick={() => {
            handler(item, params);
            onChoose?.();
          }}
        >
          {content}
        </button>
      </li>,
    ];
  });
  if (rendered.length === 0) return null;
  return <ul className={className === undefined ? 'menu-list' : `menu-list ${className}`}>{rendered}</ul>;
}
