import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ProductsAndMore } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { productsAndMoreManifest } from '../../src/manifests/products-manifest';
import { formatDay } from '../shared/format-day';
import './products-and-more.css';

const copy = productsAndMoreManifest.copy;

const productsQuery = queryOptions({
  queryKey: ['arrangement-manager', 'products-and-more'] as const,
  queryFn: ({ signal }) => apiFetch<ProductsAndMore>('/api/arrangement-manager/client-api/v2/products-and-more', { signal }),
});

type Available = ProductsAndMore['available'][number];

/** The catalogue items grouped by their category, in the server's order. */
function byCategory(items: readonly Available[]): [string, Available[]][] {
  const groups = new Map<string, Available[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

/**
 * Settings, Products and More: the member's products (the accounts their session reaches, numbers masked) and the
 * products they can add, for consumer or business members, each linking to where it is opened or applied for.
 */
export default function ProductsAndMoreScreen() {
  const products = useQuery(productsQuery);
  return (
    <div className="products-and-more">
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      {products.isPending ? (
        <p role="status">…</p>
      ) : products.isError ? (
        <div role="alert">
          <p>{copy.loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void products.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : (
        <>
          <section aria-labelledby="owned-products-heading">
            <h2 id="owned-products-heading">{copy.ownedHeading}</h2>
            {products.data.owned.length === 0 ? (
              <p>{copy.ownedEmpty}</p>
            ) : (
              <table className="products-table">
                <caption className="visually-hidden">{copy.ownedCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{copy.columnProduct}</th>
                    <th scope="col">{copy.columnType}</th>
                    <th scope="col">{copy.columnNumber}</th>
                    <th scope="col">{copy.columnOpened}</th>
                  </tr>
                </thead>
                <tbody>
                  {products.data.owned.map((product) => (
                    <tr key={product.id} data-testid="owned-product">
                      <th scope="row" data-label={copy.columnProduct}>
                        {product.name}
                      </th>
                      <td data-label={copy.columnType}>{product.productTypeName}</td>
                      <td data-label={copy.columnNumber}>{product.accountNumber}</td>
                      <td data-label={copy.columnOpened}>
                        <time dateTime={product.openedOn}>{formatDay(product.openedOn)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="available-products-heading">
            <h2 id="available-products-heading">{copy.availableHeading}</h2>
            {products.data.available.length === 0 ? <p>{copy.availableEmpty}</p> : null}
            {byCategory(products.data.available).map(([category, items]) => (
              <section key={category} className="products-and-more__category" aria-label={category}>
                <h3>{category}</h3>
                <ul className="products-and-more__list">
                  {items.map((item) => (
                    <li key={item.id} className="card products-and-more__item" data-testid="available-product">
                      <h4>{item.label}</h4>
                      <p>{item.description}</p>
                      <Link to={item.to}>{item.actionLabel}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
