import { resolveTemplate } from '../../../../engine/core/template';

/**
 * The name a new passkey is listed under: the member's own (trimmed, whitespace collapsed, cut to the configured
 * length), else the browser and system it was made on.
 */
export function passkeyLabel(input: {
  requested: string | undefined;
  deviceName: string | undefined;
  maxLength: number;
  defaultLabel: string;
  unknownDevice: string;
}): string {
  const own = (input.requested ?? '').replace(/\s+/g, ' ').trim();
  const label = own !== '' ? own : resolveTemplate(input.defaultLabel, { device: input.deviceName ?? input.unknownDevice });
  return label.slice(0, input.maxLength);
}
