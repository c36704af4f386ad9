import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { AccountDetail } from '../../engine/core/generated/api.gen';
import { hrefOf } from '../../engine/core/route-ref';
import { useVisibilityContext, visibleItems } from '../../engine/react';
import { menusManifest, routesManifest } from '../../src/manifests';
import './account-actions.css';

const DEFAULT_ACCOUNT_PARAM = 'id';

/**
 * What the member can do with this account (menus.json accountActions): each entry whose rule holds for the account's
 * product kind, opened for this account (its id in the entry's accountParam).
 */
export function AccountActions({ account }: { account: Pick<AccountDetail, 'id' | 'productKind'> }) {
  const base = useVisibilityContext();
  const menu = menusManifest.menus.accountActions;
  const items = useMemo(() => visibleItems(menu, { ...base, productKind: account.productKind }), [menu, base, account.productKind]);
  const links = items.flatMap((item) => (item.route === undefined ? [] : [{ ...item, route: item.route }]));
  if (links.length === 0) return null;
  return (
    <nav className="account-actions" aria-label={menu.label}>
      <ul className="account-actions__list">
        {links.map((item) => (
          <li key={item.id}>
            <Link className="button button--secondary account-actions__link" to={hrefOf(routesManifest, item.route, item.params, { [item.accountParam ?? DEFAULT_ACCOUNT_PARAM]: account.id })}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
