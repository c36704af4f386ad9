import { useId, useState } from 'react';
import { amortisationSchedule } from '../../engine/core/amortisation';
import { parseAmountToCents } from '../../engine/core/money';
import type { LendingProductList } from './lending-api';
import { copy, formatApr, formatCents, resolveTemplate } from './copy';

type Loan = LendingProductList['loans'][number];

/** What a loan would cost a month: the same amortisation the server schedules a funded loan with. */
export function PaymentEstimator({ loans }: { loans: readonly Loan[] }) {
  const id = useId();
  const text = copy.estimator;
  const [productId, setProductId] = useState(loans[0]?.id ?? '');
  const [amount, setAmount] = useState('20,000');
  const product = loans.find((loan) => loan.id === productId) ?? loans[0];
  const [term, setTerm] = useState(String(product?.rates[product.rates.length - 1]?.termMonths ?? ''));
  if (!product) return null;
  const rate = product.rates.find((entry) => String(entry.termMonths) === term) ?? product.rates[0]!;
  const cents = parseAmountToCents(amount);
  const valid = cents !== null && cents >= product.minAmountCents && cents <= product.maxAmountCents;
  const schedule = valid ? amortisationSchedule(cents, rate.aprBps, rate.termMonths) : [];
  const interest = schedule.reduce((sum, row) => sum + row.interestCents, 0);
  const range = { min: formatCents(product.minAmountCents), max: formatCents(product.maxAmountCents) };
  return (
    <section className="lending__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <div className="lending__fields">
        <div className="lending__field">
          <label htmlFor={`${id}-product`}>{text.product}</label>
          <select
            id={`${id}-product`}
            value={product.id}
            onChange={(event) => {
              const next = loans.find((loan) => loan.id === event.target.value);
              setProductId(event.target.value);
              setTerm(String(next?.rates[next.rates.length - 1]?.termMonths ?? ''));
            }}
          >
            {loans.map((loan) => (
              <option key={loan.id} value={loan.id}>
                {loan.name}
              </option>
            ))}
          </select>
        </div>
        <div className="lending__field">
          <label htmlFor={`${id}-amount`}>{text.amount}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-amount-error`}
          />
          {valid ? null : (
            <span id={`${id}-amount-error`} className="lending__error">
              {resolveTemplate(text.invalidAmount, range)}
            </span>
          )}
        </div>
        <div className="lending__field">
          <label htmlFor={`${id}-term`}>{text.term}</label>
          <select id={`${id}-term`} value={String(rate.termMonths)} onChange={(event) => setTerm(event.target.value)}>
            {product.rates.map((entry) => (
              <option key={entry.termMonths} value={String(entry.termMonths)}>
                {resolveTemplate(text.termOption, { months: entry.termMonths, apr: formatApr(entry.aprBps) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="lending__estimate" aria-live="polite">
        {schedule[0] ? resolveTemplate(text.result, { payment: formatCents(schedule[0].paymentCents), months: rate.termMonths, interest: formatCents(interest) }) : null}
      </p>
    </section>
  );
}
