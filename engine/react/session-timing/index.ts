// Session timing: a framework-free state machine with injected timers, and its React hook.
export { USER_ACTIVITY, isActivityMessage, listenForFrameActivity } from './activity-messages';
export { runLogout } from './logout';
export type { LogoutSteps } from './logout';
export { checkSessionStatus, refreshSession } from './session-answer';
export type { SessionAnswer } from './session-answer';
export { createSessionWatcher } from './session-watcher';
export type { SessionPhase, SessionSnapshot, SessionTiming, SessionWatcher, SessionWatcherCallbacks, SessionWatcherOptions } from './session-watcher';
export { realTimers } from './timers';
export type { Timers } from './timers';
export { useSessionWatcher } from './use-session-watcher';
export type { SessionWatcherHandle, UseSessionWatcherOptions } from './use-session-watcher';
