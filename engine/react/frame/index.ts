export { FRAME_HEIGHT, frameHeightOf, linkOrigin } from './frame-messages';
export { FrameWrapper } from './FrameWrapper';
export type { FrameWrapperCopy, FrameWrapperProps } from './FrameWrapper';
