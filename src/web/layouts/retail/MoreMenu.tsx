import { Dropdown, MenuList, visibleItems, useVisibilityContext, type MenuActionHandlers } from '../../../../engine/react';
import { copyManifest, menusManifest } from '../../../manifests';
import { ChevronDown } from '../../icons';

/** The More dropdown of the main navigation (menus.more); absent when its flag or every item's rule says so. */
export function MoreMenu({ actions, onChoose }: { actions: MenuActionHandlers; onChoose: () => void }) {
  const context = useVisibilityContext();
  const menu = menusManifest.menus.more;
  if (visibleItems(menu, context).length === 0) return null;
  return (
    <Dropdown
      className="more-menu"
      toggle={
        <>
          <span>{copyManifest.layout.more}</span>
          <ChevronDown />
        </>
      }
    >
      {(close) => (
        <MenuList
          menu={menu}
          context={context}
          actions={actions}
          className="dropdown__list"
          onChoose={() => {
            close();
            onChoose();
          }}
        />
      )}
    </Dropdown>
  );
}
