import { pathOf } from '../../engine/core/route-ref';
import { ApiError } from '../../engine/react';
import { routesManifest } from '../../src/manifests';
import { disputesManifest } from '../../src/manifests/disputes-manifest';

/** The claims center's words (config/disputes.json copy). */
export const copy = disputesManifest.copy;
export const CLAIMS_PATH = pathOf(routesManifest, 'claims-center');

/** The dispute form of one transaction. */
export const transactionPath = (transactionId: string): string => `${CLAIMS_PATH}?transaction=${encodeURIComponent(transactionId)}`;

/** The address of one case. */
export const casePath = (disputeId: string): string => `${CLAIMS_PATH}?case=${encodeURIComponent(disputeId)}`;

/** The server's first message of a failed call, else the fallback. */
export const errorText = (error: unknown, fallback: string): string => (error instanceof ApiError && error.errors[0] ? error.errors[0].message : fallback);
