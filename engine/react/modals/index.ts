export { RETURN_FOCUS_WAIT_MS, focusOpener, returnFocus, tabbableWithin, trackFocusOutsideDialogs, trapTab } from './focus';
export { MODAL_DISMISSED, ModalContext, useModals } from './modal-context';
export type { LoadingModalOptions, ModalApi, OpenModalOptions, TemplateValues } from './modal-context';
export { ModalDialog } from './ModalDialog';
export type { ModalDialogProps, ResolvedModal } from './ModalDialog';
export { ModalProvider, UnknownModalError } from './ModalProvider';
export type { ModalActionHandlers, ModalProviderProps } from './ModalProvider';
