export { createAnalytics } from './analytics-queue';
export type { Analytics, AnalyticsData, AnalyticsEvent, AnalyticsOptions, AnalyticsSink } from './analytics-queue';
