import { menusManifest } from '../../src/manifests';

const CONTACT_ITEM = 'contact';

function findContactPath(): string {
  const item = menusManifest.menus.footer.items.find((candidate) => candidate.id === CONTACT_ITEM);
  if (item?.to === undefined) throw new Error(`menus.json footer has no "${CONTACT_ITEM}" item with a "to" path; Contact Us buttons need one.`);
  return item.to;
}

/** Where Contact Us buttons and links go: the footer's contact page (menus.json footer item "contact"). */
export const contactUsPath = findContactPath();
