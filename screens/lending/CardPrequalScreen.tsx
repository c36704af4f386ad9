import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { parseAmountToCents } from '../../engine/core/money';
import { ApiError } from '../../engine/react';
import { PolicyGate } from '../shared/flow/PolicyGate';
import { copy, formatApr, formatCents, paths, resolveTemplate } from './copy';
import { prequalify, type LendingPrequal } from './lending-api';
import './lending.css';

const text = copy.prequal;

/**
 * /creditcard-prequal: which cards (and loans) the member pre-qualifies for, from their membership and the
 * income they state, with the plain statement that a pre-qualification is not a credit decision.
 */
export default function CardPrequalScreen() {
  const id = useId();
  const results = useRef<HTMLElement>(null);
  const [income, setIncome] = useState('');
  const [housing, setHousing] = useState('');
  const [errors, setErrors] = useState<{ income?: string; housing?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<LendingPrequal | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const incomeCents = parseAmountToCents(income);
    const housingCents = parseAmountToCents(housing);
    const found = { ...(incomeCents === null ? { income: copy.application.errors.income } : {}), ...(housingCents === null ? { housing: copy.application.errors.housing } : {}) };
    setErrors(found);
    setFailure(null);
    if (incomeCents === null || housingCents === null) {
      document.getElementById(`${id}-${incomeCents === null ? 'income' : 'housing'}`)?.focus();
      return;
    }
    setChecking(true);
    try {
      setAnswer(await prequalify({ statedAnnualIncomeCents: incomeCents, monthlyHousingCents: housingCents }));
      requestAnimationFrame(() => results.current?.focus());
    } catch (error) {
      setFailure(error instanceof ApiError && error.errors[0] ? error.errors[0].message : text.failed);
    } finally {
      setChecking(false);
    }
  };

  const input = (name: 'income' | 'housing', label: string, value: string, set: (value: string) => void) => (
    <div className="lending__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={checking}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="lending__error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  const offers = answer?.offers ?? [];
  return (
    <div className="lending">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <p className="lending__notice">{text.notice}</p>
      <PolicyGate capability="borrow">
      <form className="lending__panel lending__form" noValidate onSubmit={(event) => void submit(event)}>
        {input('income', text.income, income, setIncome)}
        {input('housing', text.housing, housing, setHousing)}
        <p className="lending__actions">
          <button type="submit" className="button" disabled={checking}>
            {checking ? text.checking : text.check}
          </button>
        </p>
        <div role="alert" className="lending__error">
          {failure ? <p>{failure}</p> : null}
        </div>
      </form>
      </PolicyGate>
      {answer ? (
        <section ref={results} tabIndex={-1} className="lending__panel" aria-labelledby={`${id}-offers`}>
          <h2 id={`${id}-offers`}>{text.offersHeading}</h2>
          <p className="lending__notice">{answer.notice}</p>
          <ul className="lending__list">
            {[...offers.filter((offer) => offer.productKind === 'creditCard'), ...offers.filter((offer) => offer.productKind === 'loan')].map((offer) => (
              <li key={offer.productId}>
                <strong>{offer.name}</strong>:{' '}
                {offer.prequalified
                  ? resolveTemplate(offer.productKind === 'creditCard' ? text.offer : text.loanOffer, { limit: formatCents(offer.maxAmountCents ?? 0), amount: formatCents(offer.maxAmountCents ?? 0), apr: formatApr(offer.aprBps ?? 0) })
                  : resolveTemplate(text.notOffered, { reasons: offer.reasons.join(' ') })}
                {offer.prequalified ? (
                  <>
                    {' '}
                    <Link to={`${offer.productKind === 'creditCard' ? paths.cardApplication : paths.application}?product=${encodeURIComponent(offer.productId)}`}>{resolveTemplate(text.applyCard, { name: offer.name })}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
