import { useEffect, useRef } from 'react';
import { bannersManifest } from '../../../src/manifests';
import './flow.css';

/** A confirmation banner beside the form it confirms; focus moves to it so screen readers and keyboards follow. */
export function SuccessBanner({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <div ref={ref} className="banner banner--confirmation flow-banner" role="status" tabIndex={-1}>
      <p className="banner__content">
        <span className="visually-hidden">{`${bannersManifest.typeLabels.confirmation}: `}</span>
        {text}
      </p>
    </div>
  );
}
