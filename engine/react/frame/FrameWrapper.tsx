import { useEffect, useState } from 'react';
import { isActivityMessage, USER_ACTIVITY } from '../session-timing';
import { frameHeightOf, linkOrigin } from './frame-messages';

export interface FrameWrapperCopy {
  readonly back: string;
  readonly loading: string;
  /** The iframe's accessible name when the route gives no title. */
  readonly untitledFrame: string;
  /** Shown instead of the frame when the route gives no link ('iframeLink Expected'). */
  readonly linkExpected: string;
}

export interface FrameWrapperProps {
  /** The page to embed; missing means a route without a link, which is an error the member sees. */
  readonly src: string | undefined;
  readonly title?: string | undefined;
  readonly copy: FrameWrapperCopy;
  readonly onBack: () => void;
}

/**
 * The generic frame layout: a back button, the optional title, and the framed page behind a spinner
 * until it loads. Only the link's own origin may resize the frame; its USER_ACTIVITY messages reach the session
 * watcher (which listens on this window for same-origin messages), re-posted from here when the link is elsewhere.
 */
export function FrameWrapper({ src, title, copy, onBack }: FrameWrapperProps) {
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    setLoaded(false);
    setHeight(undefined);
    if (src === undefined) return undefined;
    const origin = linkOrigin(src, window.location.href);
    if (origin === undefined) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const reported = frameHeightOf(event.data);
      if (reported !== undefined) setHeight(reported);
      else if (origin !== window.location.origin && isActivityMessage(event.data)) window.postMessage({ type: USER_ACTIVITY }, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  return (
    <section className="frame-wrapper" aria-labelledby={title === undefined ? undefined : 'frame-wrapper-title'}>
      <div className="frame-wrapper__bar">
        <button type="button" className="button button--link frame-wrapper__back" onClick={onBack}>
          {copy.back}
        </button>
        {title === undefined ? null : (
          <h1 id="frame-wrapper-title" className="frame-wrapper__title">
            {title}
          </h1>
        )}
      </div>
      {src === undefined ? (
        <p className="frame-wrapper__error" role="alert">
          {copy.linkExpected}
        </p>
      ) : (
        <div className="frame-wrapper__body" aria-busy={!loaded}>
          {loaded ? null : (
            <div className="frame-wrapper__loading" role="status" aria-live="polite" aria-busy="true">
              <span className="frame-wrapper__spinner" aria-hidden="true" />
              <span>{copy.loading}</span>
            </div>
          )}
          <iframe
            className={loaded ? 'frame-wrapper__frame' : 'frame-wrapper__frame frame-wrapper__frame--loading'}
            src={src}
            title={title ?? copy.untitledFrame}
            style={height === undefined ? undefined : { height: `${height}px` }}
            onLoad={() => setLoaded(true)}
          />
        </div>
      )}
    </section>
  );
}
