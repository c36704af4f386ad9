export { AlertShell } from './AlertShell';
export { precheckQuery } from './precheck-api';
