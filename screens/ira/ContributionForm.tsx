import { useState } from 'react';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import type { IraOverview } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { limitsManifest } from '../../src/manifests';
import { formatLongDay } from '../shared/format-day';
import { StatusMessage } from '../shared/flow/StatusMessage';
import { contribute } from './ira-api';
import { IraField } from './IraField';
import { useIraSubmit, type FieldErrors } from './use-ira-submit';
import { formCopy } from '../shared/form-copy';
import '../../engine/react/forms/forms.css';

const copy = iraManifest.screen;
const label = (account: { name: string; lastFour: string }) => resolveTemplate(copy.accountLabel, { name: account.name, lastFour: account.lastFour });

/**
 * A contribution for a tax year from checking or savings. The form checks the amount against what the server says
 * remains for the chosen year (the server decides again, with the one rule of engine/core/payment-rules).
 */
export function ContributionForm({ overview }: { overview: IraOverview }) {
  const [from, setFrom] = useState(overview.sources[0]?.arrangementId ?? '');
  const [to, setTo] = useState(overview.iras[0]?.arrangementId ?? '');
  const [taxYear, setTaxYear] = useState(String(overview.taxYears[0]?.taxYear ?? ''));
  const [amount, setAmount] = useState('');
  const year = overview.iras.find((ira) => ira.arrangementId === to)?.years.find((entry) => String(entry.taxYear) === taxYear);

  const check = (): FieldErrors => {
    const cents = parseAmountToCents(amount);
    if (cents === null || cents < 1) return { '/amountCents': formCopy.amountRequired };
    if (year && cents > year.remainingCents) {
      return { '/amountCents': resolveTemplate(limitsManifest.messages.contributionLimitExceeded, { year: taxYear, limit: formatCents(year.limitCents), remaining: formatCents(year.remainingCents) }) };
    }
    return {};
  };
  const { form, errors, status, busy, submit, clearErrors } = useIraSubmit({
    check,
    send: (key) => contribute({ fromArrangementId: from, iraArrangementId: to, amountCents: parseAmountToCents(amount) ?? 0, taxYear: Number(taxYear) }, key),
    done: (receipt) => {
      setAmount('');
      return resolveTemplate(copy.contributed, { amount: formatCents(receipt.paymentOrder.amountCents), year: String(receipt.taxYear), confirmation: receipt.paymentOrder.confirmationNumber });
    },
    fixErrors: copy.fixErrors,
    failed: copy.contributeFailed,
  });
  const prior = overview.taxYears.find((entry) => entry.deadline !== null);

  return (
    <section className="ira__card" aria-labelledby="ira-contribute-heading">
      <h2 id="ira-contribute-heading">{copy.contributeHeading}</h2>
      {prior?.deadline ? <p>{resolveTemplate(copy.priorYearOpenUntil, { year: String(prior.taxYear), deadline: formatLongDay(prior.deadline) })}</p> : null}
      <form ref={form} className="ira__form" noValidate onSubmit={(event) => void submit(event)} onChange={clearErrors}>
        <IraField label={copy.fromLabel} error={errors['/fromArrangementId']}>
          <select className="form-control" value={from} disabled={busy} onChange={(event) => setFrom(event.target.value)}>
            {overview.sources.map((source) => (
              <option key={source.arrangementId} value={source.arrangementId}>
                {`${label(source)} (${formatCents(source.availableCents)})`}
              </option>
            ))}
          </select>
        </IraField>
        <IraField label={copy.toLabel} error={errors['/iraArrangementId']}>
          <select className="form-control" value={to} disabled={busy} onChange={(event) => setTo(event.target.value)}>
            {overview.iras.map((ira) => (
              <option key={ira.arrangementId} value={ira.arrangementId}>
                {label(ira)}
              </option>
            ))}
          </select>
        </IraField>
        <IraField label={copy.taxYearLabel} error={errors['/taxYear']}>
          <select className="form-control" value={taxYear} disabled={busy} onChange={(event) => setTaxYear(event.target.value)}>
            {overview.taxYears.map((entry) => (
              <option key={entry.taxYear} value={String(entry.taxYear)}>
                {entry.taxYear}
              </option>
            ))}
          </select>
        </IraField>
        <IraField label={copy.amountLabel} hint={year ? resolveTemplate(copy.amountHint, { remaining: formatCents(year.remainingCents), year: taxYear }) : undefined} error={errors['/amountCents']}>
          <input className="form-control" type="text" inputMode="decimal" autoComplete="off" value={amount} disabled={busy} onChange={(event) => setAmount(event.target.value)} />
        </IraField>
        <p className="ira__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? copy.contributing : copy.contribute}
          </button>
        </p>
        <StatusMessage status={status} />
      </form>
    </section>
  );
}
