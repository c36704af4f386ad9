import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { errorsManifest } from '../../src/manifests';

/** The query parameter the server's identity-provider callback uses to bring a refusal back to the sign-in page. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

/** The only codes the sign-in page shows from its address: anything else in the parameter is ignored. */
const SHOWN: readonly ErrorCode[] = ['IDENTITY_PROVIDER_NOT_LINKED', 'IDENTITY_PROVIDER_SIGN_IN_FAILED', 'IDENTITY_PROVIDER_UNAVAILABLE'];

/** The message (config/errors.json) of a refused sign-in through the identity provider, or undefined. */
export function identityProviderErrorMessage(code: string | null): string | undefined {
  const shown = SHOWN.find((candidate) => candidate === code);
  return shown === undefined ? undefined : errorsManifest.errors[shown].message;
}
