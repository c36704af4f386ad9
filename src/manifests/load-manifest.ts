/** Freezes a manifest that `npm run validate` has already checked, and names its generated type. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

// The JSON is checked against its schema by `npm run validate` before every build and test run,
// so the cast only names what the validator has already proven; nothing is validated at run time
// (that would put ajv in the first page load). The types stay the generated (mutable) ones so
// engine functions take them as they are; the freeze makes any write throw instead.
export function load<T>(json: unknown): T {
  deepFreeze(json);
  return json as T;
}
