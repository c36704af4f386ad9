import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { alertTypeOfPrecheck } from '../../../engine/core';
import { alertsManifest } from '../../../src/manifests';
import { precheckQuery } from '../precheck-api';
import { AlertExplanation, explanationOf } from './AlertExplanation';

/**
 * The explanation of the session's alert (its first condition), when alerts.json gives it one. Reads the precheck
 * the alert guard fetched; never fetches it itself (staff skip the precheck).
 */
export function SessionAlertExplanation({ children }: { children?: ReactNode }) {
  const precheck = useQuery({ ...precheckQuery, enabled: false });
  if (precheck.data === undefined) return null;
  const alertType = alertTypeOfPrecheck(alertsManifest, { firstCondition: precheck.data.firstCondition ?? null, alertType: precheck.data.alertType ?? null });
  const explanation = explanationOf(alertType);
  // An alert no page loads under (fatal) explains itself in its dialog, which covers this page.
  const pagesLoad = alertType !== null && Object.hasOwn(alertsManifest.types, alertType) && alertsManifest.types[alertType]?.pageLoads === true;
  return explanation === undefined || !pagesLoad ? null : <AlertExplanation explanation={explanation}>{children}</AlertExplanation>;
}
