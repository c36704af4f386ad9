import { useId } from 'react';
import { evaluateVisibility } from '../../../engine/core';
import type { ServiceAgreement } from '../../../engine/core/generated/api.gen';
import { useVisibilityContext } from '../../../engine/react';
import { agreementLabel, useAgreementChoices, useAgreementContext } from '../../../screens/shared/service-agreements';
import { appManifest } from '../../manifests';
import { contextSwitchCopy } from './context-switch-copy';
import { useContextSwitch } from './use-context-switch';
import './context-switch.css';

const settings = appManifest.serviceAgreements;

interface ChoiceListProps {
  readonly agreements: readonly ServiceAgreement[];
  readonly currentId: string | undefined;
  readonly enabled: boolean;
  readonly more: { readonly available: boolean; readonly loading: boolean; readonly load: () => void };
}

function ChoiceList({ agreements, currentId, enabled, more }: ChoiceListProps) {
  const { switching, failed, switchTo } = useContextSwitch();
  const errorId = useId();
  return (
    <div className="agreement-switcher">
      {failed ? (
        <p id={errorId} className="agreement-switcher__error" role="alert">
          {contextSwitchCopy.switchFailed}
        </p>
      ) : null}
      <fieldset className="agreement-switcher__choices" disabled={!enabled || switching} aria-describedby={failed ? errorId : undefined}>
        <legend className="agreement-switcher__heading">{contextSwitchCopy.heading}</legend>
        <ul className="agreement-switcher__list">
          {agreements.map((agreement) => {
            const isCurrent = agreement.id === currentId;
            const label = agreementLabel(agreement);
            return (
              <li key={agreement.id}>
                <button
                  type="button"
                  className="agreement-switcher__choice"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={isCurrent ? undefined : () => void switchTo(agreement)}
                >
                  <span className="agreement-switcher__name">{label}</span>
                  {agreement.additions.primaryName === label ? null : <span className="agreement-switcher__detail">{agreement.additions.primaryName}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        {more.available ? (
          <button type="button" className="agreement-switcher__more" disabled={more.loading} onClick={more.load}>
            {contextSwitchCopy.more}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}

function AgreementChoices() {
  const choices = useAgreementChoices();
  const { data: current } = useAgreementContext();
  if (choices.isPending) return null;
  if (choices.isError) {
    return (
      <p className="agreement-switcher__error" role="alert">
        {contextSwitchCopy.loadFailed}
      </p>
    );
  }
  const agreements = choices.data.pages.flatMap((page) => page.agreements);
  if (agreements.length === 0) return null;
  return (
    <ChoiceList
      agreements={agreements}
      currentId={current?.id}
      // A choice only exists when the server counts more agreements than the configured minimum.
      enabled={(choices.data.pages[0]?.total ?? 0) > settings.selectorMinimumTotal}
      more={{ available: choices.hasNextPage, loading: choices.isFetchingNextPage, load: () => void choices.fetchNextPage() }}
    />
  );
}

/**
 * The service agreements the member may act under, in the profile dropdown: shown only while
 * app.json `serviceAgreements.switcherVisibleWhen` holds (the trusted-users flag), choosable only when there is
 * more than one, the current one marked with aria-current. Choosing another switches context (useContextSwitch).
 */
export function AgreementSwitcher() {
  const context = useVisibilityContext();
  if (!evaluateVisibility(settings.switcherVisibleWhen, context)) return null;
  return <AgreementChoices />;
}
