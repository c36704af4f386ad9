import { useCallback, useRef, useState } from 'react';

/** The header chat panel: closed, signing on, open on the chat page, or failed (it stays closed). */
export type ChatPanelState = { readonly kind: 'closed' } | { readonly kind: 'connecting' } | { readonly kind: 'open'; readonly src: string } | { readonly kind: 'failed' };

export interface ChatPanelControl {
  readonly state: ChatPanelState;
  /** Shows chat (signing on the first time) or hides it; after a failure it tries again. */
  readonly toggle: () => void;
  readonly close: () => void;
}

const CLOSED: ChatPanelState = { kind: 'closed' };

/**
 * The chat toggle's state. The sign-on code (and config/chat.json with it) loads only when chat is first shown, so
 * the first page load does not carry it. A toggle while signing on cancels: the late answer is ignored.
 */
export function useChatPanel(): ChatPanelControl {
  const [state, setState] = useState<ChatPanelState>(CLOSED);
  const attempt = useRef(0);
  const close = useCallback(() => {
    attempt.current += 1;
    setState(CLOSED);
  }, []);
  const open = useCallback(async () => {
    const mine = ++attempt.current;
    setState({ kind: 'connecting' });
    try {
      const { chatFrameSrc } = await import('../../../screens/shared/chat/chat-sign-on');
      const src = await chatFrameSrc();
      if (attempt.current === mine) setState({ kind: 'open', src });
    } catch {
      if (attempt.current === mine) setState({ kind: 'failed' });
    }
  }, []);
  const current = useRef(state);
  current.current = state;
  const toggle = useCallback(() => {
    const { kind } = current.current;
    if (kind === 'open' || kind === 'connecting') close();
    else void open();
  }, [open, close]);
  return { state, toggle, close };
}
