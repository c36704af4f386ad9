import { useEffect, useRef } from 'react';

/** The page's h1, focused when the page opens so keyboard and screen-reader users start at its top. */
export function ScreenHeading({ text }: { text: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="security__heading">
      {text}
    </h1>
  );
}
