import type { PartnerSsoConfig } from './partner-config';
import { fillPath, type PartnershipTarget } from './targets';

/** The same-origin landing that stands in for a partner no environment variable names. */
export const HAND_OFF_PAGE = '/partner/sso';

/**
 * Where the member is handed off, carrying the token: the target's own partner URL (SSO_<TARGET>_URL), else the
 * partner base plus the filled sso.json path (PARTNER_SSO_BASE_URL), else this server's landing page.
 */
export function handOffUrl(
  config: PartnerSsoConfig,
  input: { target: PartnershipTarget; params: Readonly<Record<string, string>>; query: Readonly<Record<string, string>>; token: string },
): string {
  const own = config.targetUrls[input.target.key];
  const partner = own ?? (config.baseUrl === null ? undefined : `${config.baseUrl}${fillPath(input.target.path, input.params)}`);
  if (partner === undefined) return `${HAND_OFF_PAGE}/${encodeURIComponent(input.target.key)}?${new URLSearchParams({ token: input.token }).toString()}`;
  const url = new URL(partner);
  for (const [name, value] of Object.entries(input.query)) url.searchParams.set(name, value);
  url.searchParams.set('token', input.token);
  return url.href;
}
