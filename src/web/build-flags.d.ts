/** Set by vite.config.ts: true when an English manifest has an ICU plural or select message. */
declare const __DEFAULT_LOCALE_USES_ICU__: boolean;
