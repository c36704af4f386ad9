export { SessionWatcher } from './SessionWatcher';
export { clearSessionStorage } from './clear-session-storage';
