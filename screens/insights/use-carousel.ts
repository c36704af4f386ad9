import { useCallback, useEffect, useState } from 'react';

export interface CarouselOptions {
  /** How many slides there are. */
  readonly count: number;
  /** Milliseconds a slide shows before the next (app.json offers.slideIntervalMs). */
  readonly intervalMs: number;
  /** The member prefers reduced motion: the carousel never advances by itself (they may still press Play). */
  readonly reducedMotion: boolean;
}

export interface Carousel {
  readonly index: number;
  /** The member's choice: Pause/Play. Starts playing unless motion is reduced. */
  readonly playing: boolean;
  /** Whether it is advancing right now: playing, not hovered, nothing inside focused, more than one slide. */
  readonly rotating: boolean;
  next(): void;
  previous(): void;
  togglePlaying(): void;
  /** Pointer over the carousel (true) or gone (false). */
  setHovered(hovered: boolean): void;
  /** Focus inside the carousel (true) or left it (false). */
  setFocusWithin(focused: boolean): void;
}

/**
 * The timing of an auto-rotating carousel (WAI-ARIA APG): one slide every `intervalMs`, paused while the
 * pointer is over it or focus is inside it, stopped by the Pause button, and off from the start for members who
 * prefer reduced motion. Each slide gets the full interval: moving by hand restarts the count.
 */
export function useCarousel({ count, intervalMs, reducedMotion }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);
  // Fewer slides than before (a declined offer went away): stay on a slide that exists.
  useEffect(() => {
    if (count > 0 && index >= count) setIndex(count - 1);
  }, [count, index]);

  const rotating = playing && !hovered && !focusWithin && count > 1;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const next = useCallback(() => setIndex((current) => (count === 0 ? 0 : (current + 1) % count)), [count]);
  const previous = useCallback(() => setIndex((current) => (count === 0 ? 0 : (current - 1 + count) % count)), [count]);
  const togglePlaying = useCallback(() => setPlaying((current) => !current), []);
  return { index: Math.min(index, Math.max(0, count - 1)), playing, rotating, next, previous, togglePlaying, setHovered, setFocusWithin };
}
