import { realTimers, type Timers } from '../session-timing/timers';

/** Values an analytics event may carry: flat and small, so a sink can store them as they are. */
export type AnalyticsData = Readonly<Record<string, string | number | boolean | null>>;

/** One event as a sink receives it. */
export interface AnalyticsEvent {
  /** tag: through the spaced tag queue; custom: after the custom-event delay. */
  readonly type: 'tag' | 'custom';
  readonly name: string;
  readonly data?: AnalyticsData;
  /** When it was raised (ISO), not when it was sent. */
  readonly occurredAt: string;
  /** The app path the member was on when it was raised. */
  readonly page?: string;
}

/** Where events go; a failing sink is reported and the event dropped: analytics never breaks the page. */
export type AnalyticsSink = (event: AnalyticsEvent) => void | Promise<void>;

export interface AnalyticsOptions {
  /** Tags leave at least this far apart (app.json analytics.tagQueueSpacingMs, 1000). */
  readonly tagQueueSpacingMs: number;
  /** A custom event leaves this long after it is raised (app.json analytics.customEventDelayMs, 500). */
  readonly customEventDelayMs: number;
  readonly sink: AnalyticsSink;
  /** The current page path, read when an event is raised. */
  readonly page?: () => string;
  readonly timers?: Pick<Timers, 'now' | 'setTimeout' | 'clearTimeout'>;
}

export interface Analytics {
  /** Queues a tag: sent at once when none left within the spacing, else spacing after the one before it. */
  tag(name: string, data?: AnalyticsData): void;
  /** Sends a custom event after the custom-event delay. */
  customEvent(name: string, data?: AnalyticsData): void;
  /** Tags waiting in the queue and custom events waiting out their delay. */
  pending(): number;
  /** Drops everything not yet sent and stops the timers. */
  dispose(): void;
}

/**
 * The analytics module: a tag queue that spaces tags `tagQueueSpacingMs` apart (an analytics vendor's
 * tag endpoint drops bursts) and custom events delayed `customEventDelayMs`. Framework-free; the app supplies the sink.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const timers = options.timers ?? realTimers;
  const queue: AnalyticsEvent[] = [];
  const delayed = new Set<unknown>();
  let lastTagAt = Number.NEGATIVE_INFINITY;
  let queueTimer: unknown;
  let disposed = false;

  const deliver = (event: AnalyticsEvent): void => {
    try {
      void Promise.resolve(options.sink(event)).catch((error: unknown) => console.warn('An analytics event was not sent', error));
    } catch (error) {
      console.warn('An analytics event was not sent', error);
    }
  };

  const eventOf = (type: AnalyticsEvent['type'], name: string, data: AnalyticsData | undefined): AnalyticsEvent => {
    const page = options.page?.();
    return { type, name, ...(data === undefined ? {} : { data }), occurredAt: new Date(timers.now()).toISOString(), ...(page === undefined ? {} : { page }) };
  };

  const drain = (): void => {
    queueTimer = undefined;
    if (disposed || queue.length === 0) return;
    const wait = lastTagAt + options.tagQueueSpacingMs - timers.now();
    if (wait > 0) {
      queueTimer = timers.setTimeout(drain, wait);
      return;
    }
    const next = queue.shift()!;
    lastTagAt = timers.now();
    deliver(next);
    if (queue.length > 0) queueTimer = timers.setTimeout(drain, options.tagQueueSpacingMs);
  };

  return {
    tag(name, data) {
      if (disposed) return;
      queue.push(eventOf('tag', name, data));
      if (queueTimer === undefined) drain();
    },
    customEvent(name, data) {
      if (disposed) return;
      const event = eventOf('custom', name, data);
      const handle = timers.setTimeout(() => {
        delayed.delete(handle);
        deliver(event);
      }, options.customEventDelayMs);
      delayed.add(handle);
    },
    pending: () => queue.length + delayed.size,
    dispose() {
      disposed = true;
      queue.length = 0;
      if (queueTimer !== undefined) timers.clearTimeout(queueTimer);
      for (const handle of delayed) timers.clearTimeout(handle);
      delayed.clear();
    },
  };
}
