export { AlertShell } from './AlertShell';
export { precheckQuery } from '../../../screens/shared/precheck-api';
