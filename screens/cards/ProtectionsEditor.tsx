import { useId, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { CARD_CHANNELS } from '../../engine/core/card-protections';
import type { CardProtections, ProtectionRule } from '../../engine/core/card-protections';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { StatusMessage } from '../shared/flow/StatusMessage';
import type { Status } from '../shared/flow/StatusMessage';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { cardLabel } from './card-choices';
import { useSaveProtections } from './card-services-api';
import type { CardItem } from './cards-api';
import { cardFormFailure } from './form-failure';
import { LimitInput } from './LimitInput';
import { draftOf, protectionsToSave } from './protections-draft';
import type { ProtectionsDraft } from './protections-draft';
import { RuleGroup } from './RuleGroup';

const copy = cardsManifest.copy.cardServices.protections;

export interface ProtectionsEditorProps {
  readonly card: CardItem;
  readonly saved: CardProtections;
  /** Without the manage-cards guard: everything shown, nothing changeable. */
  readonly readOnly: boolean;
}

/**
 * One card's protections: international use, each merchant category of config/cards.json and each transaction type
 * as allow / alert / block, the two spending limits and "text me about every transaction", saved together (PUT).
 */
export function ProtectionsEditor({ card, saved, readOnly }: ProtectionsEditorProps) {
  const base = useId();
  const [draft, setDraft] = useState<ProtectionsDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [status, setStatus] = useState<Status | null>(null);
  const save = useSaveProtections();
  const permissionDenied = usePermissionDenied();
  const rules = draft.protections;

  const edit = (change: Partial<CardProtections>) => setDraft((current) => ({ ...current, protections: { ...current.protections, ...change } }));
  const setCategory = (id: string, rule: ProtectionRule) => edit({ merchantCategories: { ...rules.merchantCategories, [id]: rule } });

  const onSave = async () => {
    setStatus(null);
    const outcome = protectionsToSave(draft);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors(new Map());
    try {
      const answer = await save.mutateAsync({ cardId: card.id, protections: outcome.protections });
      setDraft(draftOf(answer));
      setStatus({ text: resolveTemplate(copy.saved, { card: cardLabel(card) }), error: false });
    } catch (error) {
      if (permissionDenied(error)) return;
      const failures = cardFormFailure(error, ['perTransactionLimitCents', 'monthlyLimitCents']);
      setErrors(new Map(failures.filter((item) => item.path !== '').map((item) => [item.path, item.message])));
      const general = failures.filter((item) => item.path === '').map((item) => item.message);
      if (general.length > 0) setStatus({ text: general.join(' '), error: true });
    }
  };

  return (
    <form
      className="card-services__section card"
      aria-labelledby={`${base}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h2 id={`${base}-heading`}>{resolveTemplate(copy.settingsHeading, { card: cardLabel(card) })}</h2>
      {readOnly ? <p>{copy.readOnly}</p> : null}
      <fieldset className="card-services__rules" disabled={readOnly}>
        <h3>{copy.internationalHeading}</h3>
        <RuleGroup name={`${base}-international`} legend={copy.internationalLegend} value={rules.international} onChange={(rule) => edit({ international: rule })} />
        <h3>{copy.categoriesHeading}</h3>
        {cardsManifest.merchantCategories.map((category) => (
          <RuleGroup
            key={category.id}
            name={`${base}-category-${category.id}`}
            legend={category.label}
            value={rules.merchantCategories[category.id] ?? 'ALLOW'}
            onChange={(rule) => setCategory(category.id, rule)}
          />
        ))}
        <h3>{copy.typesHeading}</h3>
        {CARD_CHANNELS.map((channel) => (
          <RuleGroup
            key={channel}
            name={`${base}-channel-${channel}`}
            legend={cardsManifest.channelLabels[channel]}
            value={rules.transactionTypes[channel]}
            onChange={(rule) => edit({ transactionTypes: { ...rules.transactionTypes, [channel]: rule } })}
          />
        ))}
        <h3>{copy.limitsHeading}</h3>
        <LimitInput
          label={copy.perTransactionLabel}
          value={draft.perTransaction}
          error={errors.get('/perTransactionLimitCents')}
          onChange={(text) => setDraft((current) => ({ ...current, perTransaction: text }))}
        />
        <LimitInput
          label={copy.monthlyLabel}
          value={draft.monthly}
          error={errors.get('/monthlyLimitCents')}
          onChange={(text) => setDraft((current) => ({ ...current, monthly: text }))}
        />
        <h3>{copy.alertsHeading}</h3>
        <label className="card-services__choice">
          <input type="checkbox" checked={rules.alertEveryTransaction} onChange={(event) => edit({ alertEveryTransaction: event.target.checked })} />
          {copy.alertEveryLabel}
        </label>
      </fieldset>
      <StatusMessage status={status} />
      {readOnly ? null : (
        <p className="flow-actions">
          <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </button>
        </p>
      )}
    </form>
  );
}
