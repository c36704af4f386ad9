import { createContext, useContext } from 'react';
import type { MenuActionHandlers } from './MenuList';

const MenuActionsContext = createContext<MenuActionHandlers>({});

/**
 * The layout's menu handlers (sign-out, single sign-on, ...) for menus a screen draws itself, such as one beside a
 * card: the screen renders the menu, the layout knows how to run its items.
 */
export const MenuActionsProvider = MenuActionsContext.Provider;

export function useMenuActions(): MenuActionHandlers {
  return useContext(MenuActionsContext);
}
