import { useState } from 'react';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import type { IraDistributionRequest, IraOverview } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { formatDay } from '../shared/format-day';
import { StatusMessage } from '../shared/flow/StatusMessage';
import { requestDistribution } from './ira-api';
import { IraField } from './IraField';
import { useIraSubmit, type FieldErrors } from './use-ira-submit';
import { formCopy } from '../shared/form-copy';
import '../../engine/react/forms/forms.css';

const copy = iraManifest.screen;
const { errors: messages } = iraManifest;
const WHOLE_PERCENT = /^\d{1,3}$/;

/** A distribution request: from which IRA, how much (at most what it can still pay out), the type its owner's age allows, withholding and where to. */
export function DistributionForm({ overview }: { overview: IraOverview }) {
  const [iraId, setIraId] = useState(overview.iras[0]?.arrangementId ?? '');
  const ira = overview.iras.find((entry) => entry.arrangementId === iraId);
  const [type, setType] = useState<string>(ira?.distributionTypes[0] ?? 'EARLY');
  const [amount, setAmount] = useState('');
  const [withholding, setWithholding] = useState('10');
  const [destination, setDestination] = useState(overview.destinations[0]?.arrangementId ?? '');
  const types = ira?.distributionTypes ?? [];

  const check = (): FieldErrors => {
    const found: Record<string, string> = {};
    const cents = parseAmountToCents(amount);
    if (cents === null || cents < 1) found['/amountCents'] = formCopy.amountRequired;
    else if (ira && cents > ira.distributableCents) found['/amountCents'] = resolveTemplate(messages.distributionOverBalance, { available: formatCents(ira.distributableCents) });
    if (!WHOLE_PERCENT.test(withholding.trim()) || Number(withholding) > 100) found['/federalWithholdingPercent'] = messages.withholdingRange;
    return found;
  };
  const { form, errors, status, busy, submit, clearErrors } = useIraSubmit({
    check,
    send: (key) =>
      requestDistribution(
        {
          iraArrangementId: iraId,
          amountCents: parseAmountToCents(amount) ?? 0,
          distributionType: (types.includes(type as never) ? type : types[0]) as IraDistributionRequest['distributionType'],
          federalWithholdingPercent: Number(withholding),
          destinationArrangementId: destination,
        },
        key,
      ),
    done: (request) => {
      setAmount('');
      return resolveTemplate(copy.distributionSubmitted, { confirmation: request.confirmationNumber, date: formatDay(request.paysOn) });
    },
    fixErrors: copy.fixErrors,
    failed: copy.distributionFailed,
  });

  return (
    <section className="ira__card" aria-labelledby="ira-distribution-heading">
      <h2 id="ira-distribution-heading">{copy.distributionHeading}</h2>
      <p>{copy.distributionIntro}</p>
      <form ref={form} className="ira__form" noValidate onSubmit={(event) => void submit(event)} onChange={clearErrors}>
        <IraField label={copy.distributionFromLabel} error={errors['/iraArrangementId']}>
          <select className="form-control" value={iraId} disabled={busy} onChange={(event) => setIraId(event.target.value)}>
            {overview.iras.map((entry) => (
              <option key={entry.arrangementId} value={entry.arrangementId}>
                {`${resolveTemplate(copy.accountLabel, { name: entry.name, lastFour: entry.lastFour })} (${formatCents(entry.distributableCents)})`}
              </option>
            ))}
          </select>
        </IraField>
        <IraField label={copy.distributionTypeLabel} error={errors['/distributionType']}>
          <select className="form-control" value={type} disabled={busy} onChange={(event) => setType(event.target.value)}>
            {types.map((entry) => (
              <option key={entry} value={entry}>
                {copy.distributionTypes[entry]}
              </option>
            ))}
          </select>
        </IraField>
        <IraField label={copy.amountLabel} error={errors['/amountCents']}>
          <input className="form-control" type="text" inputMode="decimal" autoComplete="off" value={amount} disabled={busy} onChange={(event) => setAmount(event.target.value)} />
        </IraField>
        <IraField label={copy.withholdingLabel} hint={copy.withholdingHint} error={errors['/federalWithholdingPercent']}>
          <input className="form-control" type="text" inputMode="numeric" autoComplete="off" maxLength={3} value={withholding} disabled={busy} onChange={(event) => setWithholding(event.target.value)} />
        </IraField>
        <IraField label={copy.destinationLabel} error={errors['/destinationArrangementId']}>
          <select className="form-control" value={destination} disabled={busy} onChange={(event) => setDestination(event.target.value)}>
            {overview.destinations.map((entry) => (
              <option key={entry.arrangementId} value={entry.arrangementId}>
                {resolveTemplate(copy.accountLabel, { name: entry.name, lastFour: entry.lastFour })}
              </option>
            ))}
          </select>
        </IraField>
        <p className="ira__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? copy.submittingDistribution : copy.submitDistribution}
          </button>
        </p>
        <StatusMessage status={status} />
      </form>
    </section>
  );
}
