import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FrameWrapper } from '../../engine/react';
import { chatManifest } from '../../src/manifests/chat-manifest';
import { errorsManifest } from '../../src/manifests';
import { chatFrameSrc } from '../shared/chat/chat-sign-on';
import { homePath } from '../shared/app-paths';
import '../shared/frame-wrapper.css';

const copy = chatManifest.panel;
const frameCopy = { back: copy.close, loading: copy.loading, untitledFrame: copy.title, linkExpected: errorsManifest.errors.IFRAME_LINK_EXPECTED?.message ?? '' };

type State = { readonly kind: 'connecting' } | { readonly kind: 'open'; readonly src: string } | { readonly kind: 'failed' };

/**
 * /chat-bot, the chat of small screens (the header's chat button toggles this page): signs on to chat
 * like the header panel does and shows the chat page in the frame wrapper, or the error state when chat fails
 * (with its analytics tag). Close chat goes back where the member was.
 */
export default function ChatBotScreen() {
  const [state, setState] = useState<State>({ kind: 'connecting' });
  const { key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    chatFrameSrc().then(
      (src) => current && setState({ kind: 'open', src }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  const onBack = () => (key === 'default' ? navigate(homePath) : navigate(-1));

  if (state.kind === 'open') return <FrameWrapper src={state.src} title={copy.title} copy={frameCopy} onBack={onBack} />;
  return (
    <section className="frame-wrapper" aria-labelledby="chat-bot-title">
      <div className="frame-wrapper__bar">
        <button type="button" className="button button--link frame-wrapper__back" onClick={onBack}>
          {copy.close}
        </button>
        <h1 id="chat-bot-title" className="frame-wrapper__title">
          {copy.title}
        </h1>
      </div>
      {state.kind === 'failed' ? (
        <p className="frame-wrapper__error" role="alert">
          {errorsManifest.errors.CHAT_UNAVAILABLE?.message}
        </p>
      ) : (
        <p role="status">{copy.loading}</p>
      )}
    </section>
  );
}
