import { useEffect, useRef } from 'react';
import { FrameWrapper } from '../../../engine/react';
import { chatManifest } from '../../manifests/chat-manifest';
import { errorsManifest } from '../../manifests';
import type { ChatPanelState } from './use-chat-panel';
import '../../../screens/shared/frame-wrapper.css';
import './chat-panel.css';

const copy = chatManifest.panel;
const frameCopy = { back: copy.close, loading: copy.loading, untitledFrame: copy.title, linkExpected: errorsManifest.errors.IFRAME_LINK_EXPECTED?.message ?? '' };
const unavailable = errorsManifest.errors.CHAT_UNAVAILABLE?.message ?? '';

export interface ChatPanelProps {
  readonly state: ChatPanelState;
  readonly onClose: () => void;
}

/**
 * The header's chat panel: the chat page in the frame wrapper, or, when chat could not start, the
 * error state (the panel itself stays closed). Opening moves focus into the panel; Escape or Close chat hides it.
 */
export function ChatPanel({ state, onClose }: ChatPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const open = state.kind === 'open';
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (state.kind === 'failed') {
    return (
      <div className="chat-notice" role="alert">
        <p className="chat-notice__text">{unavailable}</p>
        <button type="button" className="button button--secondary chat-notice__dismiss" onClick={onClose}>
          {copy.dismiss}
        </button>
      </div>
    );
  }
  if (state.kind === 'connecting') {
    return (
      <p className="chat-notice chat-notice--pending" role="status">
        {copy.loading}
      </p>
    );
  }
  if (state.kind !== 'open') return null;
  return (
    <aside
      ref={panel}
      className="chat-panel"
      aria-label={copy.title}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <FrameWrapper src={state.src} title={copy.title} copy={frameCopy} onBack={onClose} />
    </aside>
  );
}
