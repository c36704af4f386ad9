import { resolveTemplate } from '../../../../engine/core/template';
import { accountPreferencesManifest } from '../../../manifests/account-preferences-manifest';

const rules = accountPreferencesManifest.nickname;
const pattern = new RegExp(rules.pattern, 'u');

/** The message a nickname that breaks config/account-preferences.json's rules gets, in `manifest`'s words. */
export const nicknameRuleMessage = (manifest: typeof accountPreferencesManifest = accountPreferencesManifest): string =>
  resolveTemplate(manifest.nickname.invalidMessage, { limit: rules.maxLength });

/**
 * A nickname as stored: trimmed, blank meaning none (null); 'invalid' when it is longer than the limit or has
 * characters the pattern does not allow (control characters, markup, emoji).
 */
export function normaliseNickname(raw: string | null): string | null | 'invalid' {
  const nickname = (raw ?? '').trim();
  if (nickname === '') return null;
  if ([...nickname].length > rules.maxLength || !pattern.test(nickname)) return 'invalid';
  return nickname;
}
