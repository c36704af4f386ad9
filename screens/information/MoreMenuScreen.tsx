import { useId } from 'react';
import type { Menu, MenuItem } from '../../engine/core/generated/manifests.gen';
import { MenuList, useMenuActions, useVisibilityContext, visibleItems } from '../../engine/react';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { menusManifest } from '../../src/manifests';
import { StepHeading } from '../shared/flow/StepHeading';
import { groupMoreMenu } from './more-menu-groups';
import './information.css';

const copy = informationPagesManifest.moreMenu;

function Group({ heading, items }: { readonly heading: string; readonly items: readonly MenuItem[] }) {
  const headingId = useId();
  const context = useVisibilityContext();
  const actions = useMenuActions();
  // The items already passed their rules; MenuList checks them again, harmlessly, and draws them as the menu does.
  const menu: Menu = { label: heading, items: [...items] };
  return (
    <section className="more-page__group card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <MenuList menu={menu} context={context} actions={actions} className="more-page__list" />
    </section>
  );
}

/**
 * /more-menu: the More menu's items as a page, grouped, for phones where the dropdown is awkward. The
 * items and their rules are config/menus.json's `more`, judged as the dropdown judges them.
 */
export default function MoreMenuScreen() {
  const context = useVisibilityContext();
  const groups = groupMoreMenu(visibleItems(menusManifest.menus.more, context), copy.groups, copy.otherGroup);
  return (
    <div className="info-page more-page">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      {groups.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div className="more-page__groups">
          {groups.map((group) => (
            <Group key={group.heading} heading={group.heading} items={group.items} />
          ))}
        </div>
      )}
    </div>
  );
}
