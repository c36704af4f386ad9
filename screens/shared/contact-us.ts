import { pathOf } from '../../engine/core/route-ref';
import { menusManifest, routesManifest } from '../../src/manifests';

const CONTACT_ITEM = 'contact';

function findContactPath(): string {
  const item = menusManifest.menus.footer.items.find((candidate) => candidate.id === CONTACT_ITEM);
  if (item?.route === undefined) throw new Error(`menus.json footer has no "${CONTACT_ITEM}" item with a "route"; Contact Us buttons need one.`);
  return pathOf(routesManifest, item.route, item.params);
}

/** Where Contact Us buttons and links go: the footer's contact page (menus.json footer item "contact"). */
export const contactUsPath = findContactPath();
