import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountOpeningReceipt } from '../../engine/core/generated/api.gen';
import { formatCents, resolveTemplate } from '../../engine/core';
import { ApiError } from '../../engine/react';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { FlowError, FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { FactList } from '../shared/flow/FactList';
import { PolicyGate } from '../shared/flow/PolicyGate';
import { StepHeading } from '../shared/flow/StepHeading';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { homePath } from '../shared/app-paths';
import { useAccountOpeningCatalogue, useOpenAccount } from './account-opening-api';
import { OpenAccountForm, type OpeningChoice } from './OpenAccountForm';
import { percentOf } from '../shared/rates';
import { HOME_LOAN_PATH } from '../shared/open-account-paths';
import '../shared/account-opening.css';

const copy = accountOpeningManifest.copy;

/**
 * Open a New Account (page key opennewaccount): choose a product, accept its disclosures, fund it from one of the
 * member's accounts, review, open. The server decides everything again (policy, catalogue, versions, minimum,
 * limits). A caller the policy does not let open accounts (a trusted user; a member in bankruptcy, litigation or
 * charge-off, whose alert says so over this page) gets the policy's reason and no catalogue.
 */
export default function OpenAccountScreen() {
  return (
    <div className="open-account">
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <PolicyGate capability="open-account">
        <OpenAccountFlow />
      </PolicyGate>
    </div>
  );
}

function OpenAccountFlow() {
  const catalogue = useAccountOpeningCatalogue();
  const open = useOpenAccount();
  const [choice, setChoice] = useState<OpeningChoice | null>(null);
  const [reviewing, setReviewing] = useState<{ key: string } | null>(null);
  const [returns, setReturns] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<AccountOpeningReceipt | null>(null);

  const body = () => {
    if (catalogue.isPending) return <FlowLoading text={copy.loading} />;
    if (catalogue.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void catalogue.refetch()} />;
    const data = catalogue.data;
    if (data.groups.length === 0) return <FlowNotice text={copy.noProducts} />;
    if (data.fundingAccounts.length === 0) return <FlowNotice text={copy.noFunding} role="status" />;
    if (done) {
      return (
        <section className="flow-step card" aria-labelledby="open-account-done">
          <StepHeading id="open-account-done">{copy.successHeading}</StepHeading>
          <p role="status" data-testid="open-account-success">
            {resolveTemplate(copy.successBody, { name: done.account.name, number: done.account.maskedNumber, amount: formatCents(done.account.balanceCents), confirmation: done.confirmationNumber })}
          </p>
          <p className="flow-actions">
            <Link className="button" to={homePath}>
              {copy.successLink}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setDone(null);
                setChoice(null);
                setReturns((count) => count + 1);
              }}
            >
              {copy.openAnother}
            </button>
          </p>
        </section>
      );
    }
    const funding = choice ? data.fundingAccounts.find((account) => account.id === choice.fundingAccountId) : undefined;
    const term = choice?.product.terms?.find((candidate) => candidate.months === choice.termMonths);
    const confirm = async () => {
      if (!choice || !reviewing) return;
      setError(null);
      try {
        const receipt = await open.mutateAsync({
          key: reviewing.key,
          request: {
            productId: choice.product.id,
            ...(choice.termMonths === null ? {} : { termMonths: choice.termMonths }),
            acceptedDisclosures: choice.product.disclosures.map(({ id, version }) => ({ id, version })),
            fundingAccountId: choice.fundingAccountId,
            amountCents: choice.amountCents,
          },
        });
        setReviewing(null);
        setDone(receipt);
      } catch (failure) {
        setError(failure instanceof ApiError && failure.errors[0]?.message ? failure.errors[0].message : copy.errorGeneric);
      }
    };
    return (
      <>
        <div hidden={reviewing !== null}>
          <OpenAccountForm
            catalogue={data}
            initial={choice}
            focusToken={returns}
            onReview={(next) => {
              setChoice(next);
              setError(null);
              setReviewing({ key: newIdempotencyKey() });
            }}
          />
        </div>
        {reviewing && choice ? (
          <section className="flow-step card" aria-labelledby="open-account-review">
            <StepHeading id="open-account-review">{copy.reviewHeading}</StepHeading>
            <p>{copy.reviewIntro}</p>
            <FactList
              rows={[
                { label: copy.reviewProduct, value: choice.product.name },
                ...(term ? [{ label: copy.reviewTerm, value: resolveTemplate(copy.termOption, { months: String(term.months), apy: percentOf(term.apyBps) }) }] : []),
                ...(!term ? [{ label: copy.reviewRate, value: percentOf(choice.product.apyBps ?? 0) }] : []),
                { label: copy.reviewFrom, value: funding ? `${funding.name} ${funding.maskedNumber}` : '' },
                { label: copy.reviewAmount, value: formatCents(choice.amountCents) },
              ]}
            />
            {error ? (
              <p className="flow-error" role="alert">
                {error}
              </p>
            ) : null}
            <p className="flow-actions">
              <button type="button" className="button" onClick={() => void confirm()} disabled={open.isPending} aria-busy={open.isPending}>
                {open.isPending ? copy.opening : copy.confirm}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={open.isPending}
                onClick={() => {
                  setReviewing(null);
                  setReturns((count) => count + 1);
                }}
              >
                {copy.back}
              </button>
            </p>
          </section>
        ) : null}
        {data.audience === 'personal' ? (
          <section className="open-account__home-loan card" aria-labelledby="open-account-home-loan">
            <h2 id="open-account-home-loan">{copy.homeLoanHeading}</h2>
            <p>{copy.homeLoanIntro}</p>
            <p>
              <Link to={HOME_LOAN_PATH}>{copy.homeLoanLink}</Link>
            </p>
          </section>
        ) : null}
      </>
    );
  };

  return body();
}
