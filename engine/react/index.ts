// The public entry of the React engine: screens and src/web import from here, never from the files behind it.
export { ApiError, apiFetch, apiFetchBlob, apiFetchWithHeaders, onApiAnswer, onSessionEnded } from './api-fetch';
export type { ApiAnswer, ApiErrorItem, ApiFetchInit } from './api-fetch';
export {
  ACTION_REASON_HEADER,
  REASON_REQUIRED_HEADER,
  answerMessages,
  apiClientOptions,
  browserSessionStorage,
  clearProfilingSessionId,
  compileInvalidationRules,
  compileStepUpRules,
  configureApiClient,
  getProfilingSessionId,
  invalidateAfterAccepted,
  handOverStepUp,
  isStepUpAnswer,
  priorWhileHidden,
  queryKeysToInvalidate,
  readExpiring,
  removeExpiring,
  setActionReasonHandler,
  setProfilingSessionId,
  setStandingHeader,
  setStepUpHandler,
  standingHeaders,
  useApiMutation,
  writeExpiring,
} from './api';
export type {
  AcceptedInvalidationRule,
  ActionReasonHandler,
  ActionReasonRequest,
  ApiClientOptions,
  ApiMutationOptions,
  CompiledApiClientOptions,
  CompiledInvalidationRule,
  CompiledStepUpRules,
  ExpiringItem,
  KeyValueStorage,
  PriorWhileHiddenOptions,
  ProfilingOptions,
  StepUpAnswer,
  StepUpHandler,
  StepUpOutcome,
  StepUpRules,
} from './api';
export { keepDocumentTitle } from './document-title';
export { serverNow } from './server-clock';
export type { DocumentTitleOptions, TitledRouter } from './document-title';
export { Banner, BannerOutlet, BannerProvider, UnknownBannerError, resolveBanner, useBanners } from './banners';
export type {
  BannerApi,
  BannerLinkHandlers,
  BannerOutletProps,
  BannerProviderProps,
  BannerSource,
  BannerType,
  BannerVariant,
  ShowBannerOptions,
  ShownBanner,
} from './banners';
export { Dropdown } from './Dropdown';
export {
  ANONYMOUS_FLAG_KEY,
  FlagsProvider,
  connectFlagService,
  createFlagStore,
  flagContextFor,
  knownFlagAnswers,
  useFlag,
  useFlagIdentity,
  useFlagSnapshot,
} from './flags';
export type { FlagIdentity, FlagServiceConfig, FlagSnapshot, FlagStore, FlagStoreOptions, FlagsProviderProps } from './flags';
export {
  ACCESS_MODALS,
  RouteAccessProvider,
  RouteGate,
  createCapabilityEvaluator,
  createGuardEvaluator,
  decideRouteAccess,
  isGatedRoute,
  useCan,
  usePolicyDecision,
  useGuardedAction,
  useOptionalRouteAccess,
  useRouteAccess,
} from './guards';
export type { AccessDecisionFacts, RouteAccess, RouteAccessDecision, RouteAccessFacts, RouteAccessOutcome, RouteGateProps } from './guards';
export type { DropdownProps } from './Dropdown';
export { MenuList, visibleItems } from './MenuList';
export { MenuTabs } from './MenuTabs';
export type { MenuActionHandlers, MenuItemBadge, MenuItemBadges, MenuItemParams, MenuListProps } from './MenuList';
export { MenuActionsProvider, useMenuActions } from './menu-actions';
export { MODAL_DISMISSED, ModalProvider, UnknownModalError, useModals } from './modals';
export type { ModalActionHandlers, ModalApi, ModalProviderProps, OpenModalOptions } from './modals';
export { NavigationPending } from './NavigationPending';
export type { NavigationPendingProps } from './NavigationPending';
export { RouteFocus, focusHeadingWhenDrawn, HEADING_WAIT_MS } from './RouteFocus';
export { RETURN_TO_PARAM, safeReturnTo, signInHref } from './return-to';
export { buildRoutes } from './route-builder';
export type { BuildRoutesOptions, RouteGateOptions } from './route-builder';
export { useRouteHandles, useRouteTitle } from './route-handle';
export type { RouteHandle } from './route-handle';
export { RoutesManifestProvider, useRoutePath } from './route-paths';
export type { RoutePathResolver } from './route-paths';
export { RouteLoading } from './RouteLoading';
export type { RouteLoadingProps } from './RouteLoading';
export { UnknownScreenError, findScreen } from './screen-registry';
export type { ScreenEntry } from './screen-registry';
export { SlotOutlet, SlotsProvider } from './slots';
export type { SlotEntry, SlotOutletProps } from './slots';
export { SESSION_API, endSession, isSessionAlive } from './session';
export { useDismiss } from './use-dismiss';
export { useMediaQuery } from './use-media-query';
export { VisibilityProvider, useVisibilityContext } from './visibility-context';
export type { VisibilityProviderProps } from './visibility-context';
export {
  PROFILING_COMPLETE,
  createDeviceProfiler,
  isProfilingCompleteMessage,
  listenForProfilingComplete,
  profilingSnapshot,
  restartProfiling,
  startProfiling,
  stopProfiling,
} from './profiling';
export type { DeviceProfiler, DeviceProfilerOptions, ProfilingOutcome, ProfilingSnapshot, ProfilingStatus, ProfilingTiming } from './profiling';
export {
  USER_ACTIVITY,
  checkSessionStatus,
  createSessionWatcher,
  isActivityMessage,
  listenForFrameActivity,
  realTimers,
  refreshSession,
  runLogout,
  useSessionWatcher,
} from './session-timing';
export type {
  LogoutSteps,
  SessionAnswer,
  SessionPhase,
  SessionSnapshot,
  SessionTiming,
  SessionWatcher,
  SessionWatcherCallbacks,
  SessionWatcherHandle,
  SessionWatcherOptions,
  Timers,
  UseSessionWatcherOptions,
} from './session-timing';
export { FRAME_HEIGHT, FrameWrapper, frameHeightOf, linkOrigin } from './frame';
export type { FrameWrapperCopy, FrameWrapperProps } from './frame';
export { createAnalytics } from './analytics';
export type { Analytics, AnalyticsData, AnalyticsEvent, AnalyticsOptions, AnalyticsSink } from './analytics';
