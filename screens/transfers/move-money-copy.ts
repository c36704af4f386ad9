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
