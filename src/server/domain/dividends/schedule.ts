import type { DividendPosting, DividendSchedule } from '../../../../engine/core/generated/manifests.gen';
import { accountOpeningManifest } from '../../../manifests/account-opening-manifest';
import type { ProductKind } from '../../db/schema';

export type DividendKind = keyof DividendSchedule;

/** Which dividend schedule an account follows: a certificate its own, checking, savings and IRA theirs; others earn none. */
export function dividendKindOf(productKind: ProductKind, isCertificate: boolean): DividendKind | null {
  if (isCertificate) return 'certificate';
  return productKind === 'savings' || productKind === 'ira' || productKind === 'checking' ? productKind : null;
}

/** The posting rule of a kind of account (config/account-opening.json `dividendSchedule`). */
export const dividendPosting = (kind: DividendKind): DividendPosting => accountOpeningManifest.dividendSchedule[kind];
