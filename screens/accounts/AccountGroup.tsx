import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummaryEntry, ProductSummaryGroup } from '../../engine/core/generated/api.gen';
import type { ProductGroupKind } from '../../engine/core/generated/manifests.gen';
import { formatCents } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { balanceRows } from './balance-rows';
import { BalanceItem } from './BalanceItem';
import { MaturityNotice } from './MaturityNotice';

const copy = copyManifest.screens['accounts-summary'];

const groupHeadings: Readonly<Record<ProductGroupKind, string>> = {
  deposits: copy.groupDeposits,
  creditCards: copy.groupCreditCards,
  loans: copy.groupLoans,
  heloc: copy.groupHeloc,
  ira: copy.groupIra,
};


/** Where an account's name links to, with the link's accessible name; no link when left out. */
export interface AccountLink {
  readonly href: string;
  readonly label: string;
}

function Account({ product, link }: { product: ProductSummaryEntry; link: AccountLink | undefined }) {
  return (
    <li className="account">
      <div className="account__identity">
        <h3 className="account__name">
          {link === undefined ? (
            product.name
          ) : (
            <Link to={link.href} aria-label={link.label}>
              {product.name}
            </Link>
          )}
        </h3>
        <p className="account__number">
          <span className="visually-hidden">{copy.accountNumber} </span>
          {product.accountNumber}
        </p>
        <MaturityNotice product={product} />
      </div>
      <dl className="account__balances">
        {balanceRows(product, copy).map((row) => (
          <BalanceItem key={row.key} row={row} />
        ))}
        {product.creditLimitCents === undefined ? null : (
          <BalanceItem row={{ key: 'credit-limit', label: copy.creditLimit, value: formatCents(product.creditLimitCents) }} />
        )}
      </dl>
    </li>
  );
}

/** One product group of the summary: its heading, its total and one entry per account (linked when `linkFor` says). */
export function AccountGroup({ group, linkFor }: { group: ProductSummaryGroup; linkFor?: (product: ProductSummaryEntry) => AccountLink }) {
  const headingId = useId();
  return (
    <section className="account-group card" aria-labelledby={headingId}>
      <div className="account-group__header">
        <h2 id={headingId}>{groupHeadings[group.kind]}</h2>
        <p className="account-group__total">
          <span className="account-group__total-label">{copy.groupTotal}</span>{' '}
          <span className="account-group__total-amount">{formatCents(group.totalBalanceCents)}</span>
        </p>
      </div>
      <ul className="account-group__list">
        {group.products.map((product) => (
          <Account key={product.id} product={product} link={linkFor?.(product)} />
        ))}
      </ul>
    </section>
  );
}
