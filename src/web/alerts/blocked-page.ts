import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the layout shows in place of the page when the member's alert blocks it (litigation on a card's or loan's
 * detail): the layout (header, navigation, banners) stays, the blocked screen never renders.
 */
export const BlockedPageContext = createContext<ReactNode>(undefined);

/** The content replacing a blocked page, or undefined when the page may load. */
export function useBlockedPage(): ReactNode {
  return useContext(BlockedPageContext);
}
