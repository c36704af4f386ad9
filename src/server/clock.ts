/**
 * The current time, for the whole server: request handlers, sessions, the payment executor and the demo seed all read
 * it from the one `Clock` the app was built with, never from `new Date()`, so a test pins one value and every rule
 * that depends on the day (business days, due dates, six months of seeded history) follows it.
 */
export type Clock = () => Date;

/** The process clock: what `npm start` uses. */
export const systemClock: Clock = () => new Date();
