import { createAnalytics, standingHeaders, type AnalyticsData, type AnalyticsEvent } from '../../engine/react';
import { appManifest } from '../../src/manifests';

const settings = appManifest.analytics;

/**
 * Posts one event to app.json analytics.sinkUrl (the server's own store unless configured otherwise). Plain fetch,
 * not apiFetch: an analytics call must never open a step-up or end the session; keepalive lets a tag raised just
 * before the page goes away still leave.
 */
async function postEvent(event: AnalyticsEvent): Promise<void> {
  const response = await fetch(settings.sinkUrl, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...standingHeaders() },
    body: JSON.stringify({ events: [event] }),
  });
  if (!response.ok) throw new Error(`analytics sink answered ${response.status}`);
}

/** The app's one analytics module: tags spaced apart, custom events delayed, both to the configured sink. */
const analytics = createAnalytics({
  tagQueueSpacingMs: settings.tagQueueSpacingMs,
  customEventDelayMs: settings.customEventDelayMs,
  sink: postEvent,
  page: () => window.location.pathname,
});

/** Raises an analytics tag (step-up challenges, chat failures, ...). */
export function raiseTag(name: string, data?: AnalyticsData): void {
  analytics.tag(name, data);
}

/** Raises a custom analytics event, sent after the configured delay. */
export function raiseCustomEvent(name: string, data?: AnalyticsData): void {
  analytics.customEvent(name, data);
}
