import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { parseAmountToCents } from '../../engine/core/money';
import type { LoanApplicationRequest } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { copy, formatApr, formatCents, paths, resolveTemplate } from './copy';
import { APPLICATIONS_KEY, submitApplication, useLendingProducts, type LoanApplication } from './lending-api';

type Field = 'productId' | 'amountCents' | 'termMonths' | 'statedAnnualIncomeCents' | 'monthlyHousingCents' | 'employmentStatus' | 'consent';
type Errors = Partial<Record<Field, string>>;
const EMPLOYMENT = ['EMPLOYED', 'SELF_EMPLOYED', 'RETIRED', 'OTHER'] as const;
const text = copy.application;

interface Choice {
  id: string;
  name: string;
  min: number;
  max: number;
  terms: readonly { termMonths: number; aprBps: number }[];
}

/**
 * The application form of a loan (kind 'loan') or a credit card ('creditCard'). It checks what it can before sending
 * (the server checks it all again and decides); after a failed submit each error stands by its field and the first
 * invalid field takes the focus; the decision is announced with a link to My Applications.
 */
export function ApplicationForm({ kind }: { kind: 'loan' | 'creditCard' }) {
  const products = useLendingProducts();
  if (products.isPending) return <FlowLoading text={copy.landing.loading} />;
  if (products.isError) return <FlowError text={copy.landing.loadError} retryLabel={copy.landing.retry} onRetry={() => void products.refetch()} />;
  const choices: Choice[] =
    kind === 'loan'
      ? products.data.loans.map((loan) => ({ id: loan.id, name: loan.name, min: loan.minAmountCents, max: loan.maxAmountCents, terms: loan.rates }))
      : products.data.cards.map((card) => ({ id: card.id, name: card.name, min: card.minLimitCents, max: card.maxLimitCents, terms: [] }));
  return <Form kind={kind} choices={choices} />;
}

function Form({ kind, choices }: { kind: 'loan' | 'creditCard'; choices: readonly Choice[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [search] = useSearchParams();
  const initial = choices.find((choice) => choice.id === search.get('product')) ?? choices[0]!;
  const [productId, setProductId] = useState(initial.id);
  const [amount, setAmount] = useState('');
  const [term, setTerm] = useState(String(initial.terms[initial.terms.length - 1]?.termMonths ?? ''));
  const [income, setIncome] = useState('');
  const [housing, setHousing] = useState('');
  const [employment, setEmployment] = useState('');
  const [purpose, setPurpose] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [decided, setDecided] = useState<LoanApplication | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const key = useRef(newIdempotencyKey());
  const product = choices.find((choice) => choice.id === productId) ?? initial;

  useEffect(() => {
    if (focusInvalid > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  useEffect(() => {
    if (decided) result.current?.focus();
  }, [decided]);

  const check = (): { request?: LoanApplicationRequest; errors: Errors } => {
    const found: Errors = {};
    const amountCents = parseAmountToCents(amount);
    if (amountCents === null || amountCents < product.min || amountCents > product.max) found.amountCents = resolveTemplate(text.errors.amount, { min: formatCents(product.min), max: formatCents(product.max) });
    const incomeCents = parseAmountToCents(income);
    if (incomeCents === null) found.statedAnnualIncomeCents = text.errors.income;
    const housingCents = parseAmountToCents(housing);
    if (housingCents === null) found.monthlyHousingCents = text.errors.housing;
    if (!EMPLOYMENT.includes(employment as (typeof EMPLOYMENT)[number])) found.employmentStatus = text.errors.required;
    if (kind === 'loan' && !product.terms.some((entry) => String(entry.termMonths) === term)) found.termMonths = text.errors.term;
    if (!consent) found.consent = text.errors.consent;
    if (Object.keys(found).length > 0 || amountCents === null || incomeCents === null || housingCents === null) return { errors: found };
    return {
      errors: found,
      request: {
        productId: product.id,
        amountCents,
        ...(kind === 'loan' ? { termMonths: Number(term) } : {}),
        statedAnnualIncomeCents: incomeCents,
        monthlyHousingCents: housingCents,
        employmentStatus: employment as LoanApplicationRequest['employmentStatus'],
        ...(kind === 'loan' && purpose.trim() ? { purpose: purpose.trim() } : {}),
        consent: true,
      },
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = check();
    setErrors(checked.errors);
    if (!checked.request) {
      setFailure(text.fixErrors);
      setFocusInvalid((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      const application = await submitApplication(checked.request, key.current);
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      setDecided(application);
    } catch (error) {
      const answered = error instanceof ApiError ? error.errors : [];
      const byField: Errors = {};
      for (const item of answered) {
        const field = item.path.slice(1) as Field;
        if (field) byField[field] ??= item.message;
      }
      setErrors(byField);
      setFailure(answered[0]?.message ?? text.submitFailed);
      // A refused request was not filed: the next attempt is a new request.
      key.current = newIdempotencyKey();
      setFocusInvalid((count) => count + 1);
    } finally {
      setSending(false);
    }
  };

  if (decided) {
    const message = resolveTemplate(text.decided[decided.status], {
      amount: formatCents(decided.amountCents),
      apr: decided.aprBps === undefined ? '' : formatApr(decided.aprBps),
      reason: decided.decisionReason ?? '',
    });
    return (
      <div ref={result} tabIndex={-1} className="lending__panel" role="status">
        <h2>{copy.myApplications.status[decided.status]}</h2>
        <p>{message}</p>
        <p>
          <Link to={paths.myApplications}>{text.viewApplications}</Link>
        </p>
      </div>
    );
  }

  const control = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    disabled: sending,
  });
  const message = (field: Field): ReactNode =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="lending__error">
        {errors[field]}
      </span>
    ) : null;
  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <div className="lending__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {hint ? <span className="lending__hint">{hint}</span> : null}
      {input}
      {message(name)}
    </div>
  );

  return (
    <form ref={form} className="lending__panel lending__form" noValidate onSubmit={(event) => void submit(event)}>
      {field(
        'productId',
        kind === 'loan' ? text.product : text.card,
        <select
          {...control('productId')}
          value={product.id}
          onChange={(event) => {
            const next = choices.find((choice) => choice.id === event.target.value) ?? initial;
            setProductId(next.id);
            setTerm(String(next.terms[next.terms.length - 1]?.termMonths ?? ''));
          }}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>,
      )}
      {field('amountCents', kind === 'loan' ? text.amount : text.limit, <input {...control('amountCents')} inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />, resolveTemplate(copy.landing.amountRange, { min: formatCents(product.min), max: formatCents(product.max) }))}
      {kind === 'loan'
        ? field(
            'termMonths',
            text.term,
            <select {...control('termMonths')} value={term} onChange={(event) => setTerm(event.target.value)}>
              {product.terms.map((entry) => (
                <option key={entry.termMonths} value={String(entry.termMonths)}>
                  {resolveTemplate(copy.estimator.termOption, { months: entry.termMonths, apr: formatApr(entry.aprBps) })}
                </option>
              ))}
            </select>,
          )
        : null}
      {field('statedAnnualIncomeCents', text.income, <input {...control('statedAnnualIncomeCents')} inputMode="decimal" autoComplete="off" value={income} onChange={(event) => setIncome(event.target.value)} />, text.incomeHint)}
      {field('monthlyHousingCents', text.housing, <input {...control('monthlyHousingCents')} inputMode="decimal" autoComplete="off" value={housing} onChange={(event) => setHousing(event.target.value)} />)}
      {field(
        'employmentStatus',
        text.employment,
        <select {...control('employmentStatus')} value={employment} onChange={(event) => setEmployment(event.target.value)}>
          <option value="">{text.employmentPlaceholder}</option>
          {EMPLOYMENT.map((status) => (
            <option key={status} value={status}>
              {text.employmentOptions[status]}
            </option>
          ))}
        </select>,
      )}
      {kind === 'loan' ? (
        <div className="lending__field">
          <label htmlFor={`${id}-purpose`}>{text.purpose}</label>
          <input id={`${id}-purpose`} maxLength={300} value={purpose} disabled={sending} onChange={(event) => setPurpose(event.target.value)} />
        </div>
      ) : null}
      <div className="lending__field lending__field--check">
        <input type="checkbox" {...control('consent')} checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <label htmlFor={`${id}-consent`}>{text.consent}</label>
        {message('consent')}
      </div>
      <p className="lending__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? text.submitting : text.submit}
        </button>
      </p>
      <div role="alert" className="lending__error">
        {failure ? <p>{failure}</p> : null}
      </div>
    </form>
  );
}
