import { useCallback, useRef, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { treatmentTitle, useRecordDisposition, type DispositionKind, type Treatment } from './insights-api';

/**
 * What the member does with treatments, sent to the disposition call: an impression the first time a treatment is
 * shown here (the server also keeps one per treatment and type), a click, yes (the card then thanks them) or no (the
 * treatment goes away; `announcement` says so for screen readers).
 */
export function useDispositions() {
  const { mutate } = useRecordDisposition();
  const seen = useRef(new Set<string>());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const impression = useCallback(
    (treatments: readonly Treatment[]) => {
      const fresh = treatments.filter((treatment) => !seen.current.has(treatment.item.treatmentId));
      if (fresh.length === 0) return;
      for (const treatment of fresh) seen.current.add(treatment.item.treatmentId);
      mutate(fresh.map((treatment) => ({ treatmentId: treatment.item.treatmentId, disposition: 'impression' })));
    },
    [mutate],
  );

  const answer = useCallback(
    (treatment: Treatment, disposition: DispositionKind) => {
      mutate([{ treatmentId: treatment.item.treatmentId, disposition }]);
      if (disposition === 'yes') setAccepted((current) => new Set([...current, treatment.item.treatmentId]));
      if (disposition === 'no') setAnnouncement(resolveTemplate(insightsManifest.copy.dismissed, { name: treatmentTitle(treatment) }));
    },
    [mutate],
  );

  return { impression, answer, accepted, announcement };
}
