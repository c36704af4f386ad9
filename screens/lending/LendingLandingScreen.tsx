import { Link } from 'react-router-dom';
import { useCan } from '../../engine/react';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { copy, formatApr, formatCents, paths, resolveTemplate } from './copy';
import { useLendingProducts } from './lending-api';
import { PaymentEstimator } from './PaymentEstimator';
import './lending.css';

const text = copy.landing;

/**
 * /consumer-loans: the loans and cards on offer with their rates, a payment estimator and the ways in (applying and
 * pre-qualifying only for a caller the policy lets borrow).
 */
export default function LendingLandingScreen() {
  const products = useLendingProducts();
  const canBorrow = useCan('borrow');
  const body = () => {
    if (products.isPending) return <FlowLoading text={text.loading} />;
    if (products.isError) return <FlowError text={text.loadError} retryLabel={text.retry} onRetry={() => void products.refetch()} />;
    const { loans, cards } = products.data;
    return (
      <>
        <p className="lending__actions">
          {canBorrow ? (
            <Link className="button" to={paths.application}>
              {text.apply}
            </Link>
          ) : null}
          <Link className="button button--secondary" to={paths.myApplications}>
            {text.myApplications}
          </Link>
        </p>
        <div className="lending__products">
          {loans.map((loan) => (
            <section key={loan.id} className="lending__panel" aria-labelledby={`loan-${loan.id}`}>
              <h2 id={`loan-${loan.id}`}>{loan.name}</h2>
              <p>{loan.description}</p>
              <p>{resolveTemplate(text.amountRange, { min: formatCents(loan.minAmountCents), max: formatCents(loan.maxAmountCents) })}</p>
              <table className="lending__table">
                <caption className="visually-hidden">{resolveTemplate(text.ratesCaption, { name: loan.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.termHeader}</th>
                    <th scope="col">{text.aprHeader}</th>
                  </tr>
                </thead>
                <tbody>
                  {loan.rates.map((rate) => (
                    <tr key={rate.termMonths}>
                      <td>{resolveTemplate(copy.myApplications.termValue, { months: rate.termMonths })}</td>
                      <td>{formatApr(rate.aprBps)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
        <PaymentEstimator loans={loans} />
        <section className="lending__panel" aria-labelledby="lending-cards">
          <h2 id="lending-cards">{text.cardsHeading}</h2>
          <ul className="lending__list">
            {cards.map((card) => (
              <li key={card.id}>
                <strong>{card.name}</strong>: {card.description} {resolveTemplate(text.cardRate, { apr: formatApr(card.aprBps), min: formatCents(card.minLimitCents), max: formatCents(card.maxLimitCents) })}
              </li>
            ))}
          </ul>
          {canBorrow ? (
            <p className="lending__actions">
              <Link className="button" to={paths.cardApplication}>
                {text.cardApply}
              </Link>
              <Link className="button button--secondary" to={paths.cardPrequal}>
                {text.cardPrequal}
              </Link>
            </p>
          ) : null}
        </section>
      </>
    );
  };
  return (
    <div className="lending">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      {body()}
    </div>
  );
}
