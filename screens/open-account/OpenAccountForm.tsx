import { useId, useState, type FormEvent } from 'react';
import type { AccountOpeningCatalogue, AccountOpeningCatalogueProduct } from '../../engine/core/generated/api.gen';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { percentOf } from '../shared/rates';
import '../../engine/react/forms/forms.css';

const copy = accountOpeningManifest.copy;

/** What the member chose, ready for the review. */
export interface OpeningChoice {
  readonly product: AccountOpeningCatalogueProduct;
  readonly termMonths: number | null;
  readonly fundingAccountId: string;
  readonly amountCents: number;
}

type Field = 'product' | 'term' | 'disclosures' | 'funding' | 'amount';

function rateLine(product: AccountOpeningCatalogueProduct): string {
  if (product.terms && product.terms.length > 0) return resolveTemplate(copy.rateFrom, { apy: percentOf(Math.max(...product.terms.map((term) => term.apyBps))) });
  return resolveTemplate(copy.rate, { rate: percentOf(product.rateBps ?? 0), apy: percentOf(product.apyBps ?? 0) });
}

export interface OpenAccountFormProps {
  readonly catalogue: AccountOpeningCatalogue;
  readonly initial: OpeningChoice | null;
  readonly focusToken: number;
  readonly onReview: (choice: OpeningChoice) => void;
}

/** Step 1: the product (grouped), a certificate's term, its disclosures to accept, the funding account and amount. */
export function OpenAccountForm({ catalogue, initial, focusToken, onReview }: OpenAccountFormProps) {
  const ids = useId();
  const products = catalogue.groups.flatMap((group) => group.products);
  const [productId, setProductId] = useState(initial?.product.id ?? '');
  const [termMonths, setTermMonths] = useState<number | null>(initial?.termMonths ?? null);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set(initial ? initial.product.disclosures.map((disclosure) => disclosure.id) : []));
  const [fundingAccountId, setFundingAccountId] = useState(initial?.fundingAccountId ?? (catalogue.fundingAccounts.length === 1 ? (catalogue.fundingAccounts[0]?.id ?? '') : ''));
  const [amount, setAmount] = useState(initial ? formatCents(initial.amountCents) : '');
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const product = products.find((candidate) => candidate.id === productId);

  const choose = (id: string) => {
    setProductId(id);
    setTermMonths(null);
    setAccepted(new Set());
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmountToCents(amount.trim());
    const fail = (field: Field, message: string) => {
      setProblem({ field, message });
      requestAnimationFrame(() => document.getElementById(`${ids}-${field}`)?.focus());
    };
    if (!product) return fail('product', copy.errorChooseProduct);
    if (product.terms && termMonths === null) return fail('term', copy.errorChooseTerm);
    if (!product.disclosures.every((disclosure) => accepted.has(disclosure.id))) return fail('disclosures', copy.errorAccept);
    if (fundingAccountId === '') return fail('funding', copy.errorFunding);
    if (cents === null || cents <= 0) return fail('amount', copy.errorAmount);
    if (cents < product.minimumOpeningCents) return fail('amount', resolveTemplate(copy.errorMinimum, { amount: formatCents(product.minimumOpeningCents) }));
    setProblem(null);
    onReview({ product, termMonths: product.terms ? termMonths : null, fundingAccountId, amountCents: cents });
  };

  const errorOf = (field: Field) =>
    problem?.field === field ? (
      <p id={`${ids}-${field}-error`} className="field__error" role="alert">
        {problem.message}
      </p>
    ) : null;
  const describedBy = (field: Field) => (problem?.field === field ? `${ids}-${field}-error` : undefined);

  return (
    <section className="flow-step card" aria-labelledby={`${ids}-heading`}>
      <StepHeading id={`${ids}-heading`} focusOnMount={focusToken > 0} focusToken={focusToken}>
        {copy.chooseProduct}
      </StepHeading>
      <form className="open-account__form" noValidate onSubmit={submit}>
        <div id={`${ids}-product`} tabIndex={-1} className="open-account__groups">
          {catalogue.groups.map((group) => (
            <fieldset key={group.id} className="open-account__group" aria-describedby={describedBy('product')}>
              <legend>{group.label}</legend>
              {group.products.map((item) => (
                <label key={item.id} className="open-account__choice">
                  <input type="radio" name={`${ids}-product`} value={item.id} checked={productId === item.id} onChange={() => choose(item.id)} />
                  <span>
                    <strong>{item.name}</strong>
                    <span className="open-account__hint">{item.description}</span>
                    <span className="open-account__hint">{rateLine(item)}</span>
                    <span className="open-account__hint">{resolveTemplate(copy.minimum, { amount: formatCents(item.minimumOpeningCents) })}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
          {errorOf('product')}
        </div>

        {product?.terms ? (
          <fieldset id={`${ids}-term`} tabIndex={-1} className="open-account__group" aria-describedby={describedBy('term')}>
            <legend>{copy.termLegend}</legend>
            {product.terms.map((term) => (
              <label key={term.months} className="open-account__choice">
                <input type="radio" name={`${ids}-term`} value={term.months} checked={termMonths === term.months} onChange={() => setTermMonths(term.months)} />
                <span>{resolveTemplate(copy.termOption, { months: String(term.months), apy: percentOf(term.apyBps) })}</span>
              </label>
            ))}
            {errorOf('term')}
          </fieldset>
        ) : null}

        {product ? (
          <fieldset id={`${ids}-disclosures`} tabIndex={-1} className="open-account__group" aria-describedby={describedBy('disclosures')}>
            <legend>{copy.disclosuresHeading}</legend>
            {product.disclosures.map((disclosure) => (
              <div key={disclosure.id} className="open-account__disclosure">
                <details>
                  <summary>{resolveTemplate(copy.disclosureShow, { title: disclosure.title })}</summary>
                  <p>{disclosure.text}</p>
                </details>
                <label className="open-account__choice">
                  <input
                    type="checkbox"
                    checked={accepted.has(disclosure.id)}
                    onChange={(event) => {
                      const next = new Set(accepted);
                      if (event.target.checked) next.add(disclosure.id);
                      else next.delete(disclosure.id);
                      setAccepted(next);
                    }}
                  />
                  <span>{resolveTemplate(copy.acceptDisclosure, { title: disclosure.title, version: disclosure.version })}</span>
                </label>
              </div>
            ))}
            {errorOf('disclosures')}
          </fieldset>
        ) : null}

        <fieldset className="open-account__group">
          <legend>{copy.fundingHeading}</legend>
          <div className="field">
            <label htmlFor={`${ids}-funding`}>{copy.fundingAccount}</label>
            <select className="form-control" id={`${ids}-funding`} value={fundingAccountId} onChange={(event) => setFundingAccountId(event.target.value)} aria-invalid={problem?.field === 'funding' ? true : undefined} aria-describedby={describedBy('funding')}>
              <option value="">{copy.fundingAccount}</option>
              {catalogue.fundingAccounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {resolveTemplate(copy.fundingAccountOption, { name: account.name, number: account.maskedNumber, balance: formatCents(account.availableBalanceCents) })}
                </option>
              ))}
            </select>
            {errorOf('funding')}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-amount`}>{copy.amount}</label>
            {product ? (
              <span id={`${ids}-amount-hint`} className="field__hint">
                {resolveTemplate(copy.amountHint, { amount: formatCents(product.minimumOpeningCents) })}
              </span>
            ) : null}
            <input
              className="form-control"
              id={`${ids}-amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={problem?.field === 'amount' ? true : undefined}
              aria-describedby={[product ? `${ids}-amount-hint` : '', describedBy('amount') ?? ''].filter(Boolean).join(' ') || undefined}
            />
            {errorOf('amount')}
          </div>
        </fieldset>
        <p className="flow-actions">
          <button type="submit" className="button">
            {copy.continue}
          </button>
        </p>
      </form>
    </section>
  );
}
