import { apiFetch } from '../../engine/react';
import { ssoManifest } from '../../src/manifests';

/** The partnership single sign-on answer. */
export interface SsoAnswer {
  readonly ssoPostUrl?: string;
  readonly validationError?: string;
}

const PARTNERSHIP = '/api/partnership';

/** Asks the partnership service for the Zelle hand-off (sso.json target "zelle"); rejects when it is refused. */
export async function zelleSsoUrl(): Promise<string> {
  const target = ssoManifest.targets.zelle;
  if (!target) throw new Error('No "zelle" target in config/sso.json');
  const answer = await apiFetch<SsoAnswer>(`${PARTNERSHIP}${target.path}`);
  if ((answer.validationError ?? '') !== '' || !answer.ssoPostUrl) throw new Error(answer.validationError || 'No ssoPostUrl in the partnership answer');
  return answer.ssoPostUrl;
}
