export { AgreementSwitcher } from './AgreementSwitcher';
export { useContextSwitch } from './use-context-switch';
export type { ContextSwitch } from './use-context-switch';
