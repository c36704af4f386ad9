import { copyManifest, limitsManifest } from '../../src/manifests';
import type { EndpointGroupLabels } from './payment-endpoints';

export const moveMoneyCopy = copyManifest.screens['move-money'];
export const limits = limitsManifest;

const summaryCopy = copyManifest.screens['accounts-summary'];

export const endpointLabels: EndpointGroupLabels = {
  groups: {
    deposits: summaryCopy.groupDeposits,
    creditCards: summaryCopy.groupCreditCards,
    loans: summaryCopy.groupLoans,
    heloc: summaryCopy.groupHeloc,
    ira: summaryCopy.groupIra,
  },
  external: moveMoneyCopy.groupExternal,
  otherMember: moveMoneyCopy.groupOtherMember,
  anotherMember: moveMoneyCopy.anotherMember,
};

/** The credit union's business "today" as the server dates postings (UTC calendar day, src/server/domain/calendar-day.ts). */
export const businessToday = (): string => new Date().toISOString().slice(0, 10);
