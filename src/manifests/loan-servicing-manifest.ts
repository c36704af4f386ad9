import loanServicingJson from '../../config/loan-servicing.json';
import type { LoanServicingManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/** config/loan-servicing.json: the copy of a funded loan's Payment schedule section on its account page. */
export const loanServicingManifest = load<LoanServicingManifest>(loanServicingJson, 'loan-servicing.json');
