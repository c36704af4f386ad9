import type { TfaOptions } from '../../../engine/core/generated/api.gen';
import type { StepUpMethod, StepUpOptions, StepUpState } from '../../../engine/core/step-up-machine';

/** The challenge options of the authentication service as the state machine holds them. */
export const toOptions = (options: TfaOptions): StepUpOptions => ({
  phoneNumbers: options.phoneNumbers.map(({ phoneId, phoneNumber }) => ({ phoneId, phoneNumber })),
  pushDevices: options.pushDevices.map(({ pushId, pushDevice, deviceName }) => ({ pushId, pushDevice, deviceName })),
  passkey: options.passkey === true,
});

/** The radio value of a method: `sms:<phoneId>` or `push:<pushId>`. */
export const methodValue = (method: StepUpMethod | undefined): string =>
  method === undefined ? '' : method.kind === 'sms' ? `sms:${method.phoneId}` : `push:${method.pushId}`;

/** The phone number the code went to ('' unless the method is a text message). */
export function phoneOf(state: StepUpState): string {
  const method = state.method;
  if (method?.kind !== 'sms') return '';
  return state.options?.phoneNumbers.find((phone) => phone.phoneId === method.phoneId)?.phoneNumber ?? '';
}

/** The device the push went to ('' unless the method is a push). */
export function deviceOf(state: StepUpState): string {
  const method = state.method;
  if (method?.kind !== 'push') return '';
  return state.options?.pushDevices.find((device) => device.pushId === method.pushId)?.deviceName ?? '';
}

/** Whether the member has no way to receive a challenge: no phone, no push device, no passkey. */
export function hasNoMethod(state: StepUpState): boolean {
  const options = state.options ?? { phoneNumbers: [], pushDevices: [] };
  return options.phoneNumbers.length === 0 && options.pushDevices.length === 0 && options.passkey !== true;
}
