import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { StatementPreference, StatementPreferences } from '../../engine/core/generated/api.gen';
import { useBanners } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { changedPreferences, type Delivery } from './preference-changes';
import { statementsPath } from './statement-paths';
import { useApplyToAllAccounts, useSaveStatementPreferences, useStatementPreferences } from './statements-api';
import { StatementsError, StatementsLoading } from './StatementStates';
import { PolicyGate } from '../shared/flow/PolicyGate';
import './statements.css';

const copy = copyManifest.screens['statements-preferences'];
// A failed save of statement delivery shows the go-paperless save-failure banner.
const SAVE_FAILED_BANNER = 'goPaperlessSaveFailed';

function DeliveryChoice({ preference, value, onChange }: { preference: StatementPreference; value: Delivery; onChange: (delivery: Delivery) => void }) {
  const id = useId();
  return (
    <fieldset className="delivery-choice">
      <legend>{resolveTemplate(copy.deliveryLegend, { name: preference.name, number: preference.accountNumber })}</legend>
      {(['PAPER', 'ELECTRONIC'] as const).map((delivery) => (
        <label key={delivery} className="delivery-choice__option" htmlFor={`${id}-${delivery}`}>
          <input
            id={`${id}-${delivery}`}
            type="radio"
            name={`${id}-delivery`}
            value={delivery}
            checked={value === delivery}
            onChange={() => onChange(delivery)}
          />
          {delivery === 'PAPER' ? copy.paper : copy.electronic}
        </label>
      ))}
    </fieldset>
  );
}

function PreferencesForm({ preferences }: { preferences: StatementPreferences }) {
  const banners = useBanners();
  const save = useSaveStatementPreferences();
  const applyToAll = useApplyToAllAccounts();
  const [chosen, setChosen] = useState<Record<string, Delivery>>({});
  const busy = save.isPending || applyToAll.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const updates = changedPreferences(preferences.preferences, chosen);
    if (updates.length === 0) {
      banners.show({ type: 'informational', text: copy.nothingChanged });
      return;
    }
    save.mutate(
      { updates },
      {
        onSuccess: () => {
          setChosen({});
          banners.show({ type: 'confirmation', text: copy.saved });
        },
        onError: () => banners.show({ key: SAVE_FAILED_BANNER }),
      },
    );
  };

  const goPaperless = () =>
    applyToAll.mutate(
      { stmtSuppModalResponse: 'GOP' },
      {
        onSuccess: () => {
          setChosen({});
          banners.show({ type: 'confirmation', text: copy.allElectronicSaved });
        },
        onError: () => banners.show({ key: SAVE_FAILED_BANNER }),
      },
    );

  return (
    <>
      <form className="statements__section card" onSubmit={submit}>
        {preferences.preferences.map((preference) => (
          <DeliveryChoice
            key={preference.accountId}
            preference={preference}
            value={chosen[preference.accountId] ?? preference.delivery}
            onChange={(delivery) => setChosen((current) => ({ ...current, [preference.accountId]: delivery }))}
          />
        ))}
        <button type="submit" className="button" disabled={busy}>
          {save.isPending ? copy.saving : copy.save}
        </button>
      </form>
      <section className="statements__section card" aria-labelledby="statements-all-electronic">
        <h2 id="statements-all-electronic">{copy.allElectronicHeading}</h2>
        <p>{copy.allElectronicText}</p>
        <button type="button" className="button button--secondary" disabled={busy} onClick={goPaperless}>
          {applyToAll.isPending ? copy.saving : copy.allElectronic}
        </button>
      </section>
    </>
  );
}

/** Paper or electronic statements per account, saved together, or electronic for every account at once. */
export default function StatementPreferencesScreen() {
  const preferences = useStatementPreferences();
  return (
    <div className="statements">
      <div className="statements__intro">
        <div>
          <h1>{copy.heading}</h1>
          <p className="statements__lead">{copy.intro}</p>
        </div>
        <Link to={statementsPath}>{copy.backToStatements}</Link>
      </div>
      {preferences.isPending ? <StatementsLoading text={copy.loading} /> : null}
      {preferences.isError ? <StatementsError text={copy.error} retry={copy.retry} onRetry={() => void preferences.refetch()} /> : null}
      {preferences.data?.preferences.length === 0 ? <p className="statements__state card">{copy.noAccounts}</p> : null}
      {preferences.data === undefined || preferences.data.preferences.length === 0 ? null : (
        <PolicyGate capability="manage-statement-delivery">
          <PreferencesForm preferences={preferences.data} />
        </PolicyGate>
      )}
    </div>
  );
}
