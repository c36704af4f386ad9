/** When an answer is a step-up (high-risk challenge) answer; patterns are regular-expression sources. */
export interface StepUpRules {
  /** Statuses that always are (307, 301). */
  readonly redirectStatuses: readonly number[];
  /** The status that is one only for a validate URL with a marker in its message, or for a flagged URL (400). */
  readonly conditionalStatus: number;
  readonly validateUrlPattern: string;
  readonly validateMessageMarkers: readonly string[];
  readonly flaggedUrlPatterns: readonly string[];
}

/** A listed API whose ACCEPTED answers make the given query-key prefixes stale. */
export interface AcceptedInvalidationRule {
  readonly urlPattern: string;
  readonly queryKeys: readonly (readonly string[])[];
}

/** Where the device-profiling session id lives and how it travels. */
export interface ProfilingOptions {
  readonly header: string;
  readonly storageKey: string;
  /** Lifetime of the stored id (session-storage items carry an expiry). */
  readonly ttlMs: number;
}

/** What the app tells the fetch layer at start-up, from its manifests; every part is optional. */
export interface ApiClientOptions {
  readonly profiling?: ProfilingOptions;
  readonly stepUp?: StepUpRules;
  readonly invalidateOnAccepted?: readonly AcceptedInvalidationRule[];
}

/** Step-up rules with their patterns compiled once. */
export interface CompiledStepUpRules {
  readonly redirectStatuses: ReadonlySet<number>;
  readonly conditionalStatus: number;
  readonly validateUrl: RegExp;
  readonly validateMessageMarkers: readonly string[];
  readonly flaggedUrls: readonly RegExp[];
}

export interface CompiledInvalidationRule {
  readonly url: RegExp;
  readonly queryKeys: readonly (readonly string[])[];
}

export interface CompiledApiClientOptions {
  readonly profiling?: ProfilingOptions;
  readonly stepUp?: CompiledStepUpRules;
  readonly invalidateOnAccepted: readonly CompiledInvalidationRule[];
}

// A bad pattern must stop start-up with the pattern named, not silently never match.
function compilePattern(source: string, where: string): RegExp {
  try {
    return new RegExp(source);
  } catch (error) {
    throw new Error(`${where}: "${source}" is not a valid regular expression (${(error as Error).message}).`);
  }
}

/** Compiles step-up rules; throws naming the pattern when one is not a valid regular expression. */
export function compileStepUpRules(rules: StepUpRules): CompiledStepUpRules {
  return {
    redirectStatuses: new Set(rules.redirectStatuses),
    conditionalStatus: rules.conditionalStatus,
    validateUrl: compilePattern(rules.validateUrlPattern, 'stepUp.validateUrlPattern'),
    validateMessageMarkers: rules.validateMessageMarkers,
    flaggedUrls: rules.flaggedUrlPatterns.map((pattern) => compilePattern(pattern, 'stepUp.flaggedUrlPatterns')),
  };
}

/** Compiles invalidation rules; throws naming the pattern when one is not a valid regular expression. */
export function compileInvalidationRules(rules: readonly AcceptedInvalidationRule[]): CompiledInvalidationRule[] {
  return rules.map((rule) => ({ url: compilePattern(rule.urlPattern, 'invalidateOnAccepted.urlPattern'), queryKeys: rule.queryKeys }));
}

let current: CompiledApiClientOptions = { invalidateOnAccepted: [] };

/**
 * Sets how every `apiFetch` call behaves: the profiling header, which answers go to the step-up handler, which
 * mutations invalidate caches. Called once at start-up (tests call it again to reset); replaces earlier options.
 */
export function configureApiClient(options: ApiClientOptions): void {
  current = {
    profiling: options.profiling,
    stepUp: options.stepUp === undefined ? undefined : compileStepUpRules(options.stepUp),
    invalidateOnAccepted: compileInvalidationRules(options.invalidateOnAccepted ?? []),
  };
}

/** The options in force. */
export function apiClientOptions(): CompiledApiClientOptions {
  return current;
}
