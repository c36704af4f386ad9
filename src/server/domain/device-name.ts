/**
 * A member-readable name for a device from its user agent: "Chrome on Windows", "Safari on iPhone". Only the browser
 * family and the system are kept (no versions), which is what a member recognises and all the list needs. Undefined
 * when the agent says neither (API clients, scripts).
 */
export function deviceNameOf(userAgent: string): string | undefined {
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser === undefined && system === undefined) return undefined;
  if (browser === undefined) return system;
  return system === undefined ? browser : `${browser} on ${system}`;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]): string | undefined => table.find(([pattern]) => pattern.test(text))?.[1];

const browserOf = (userAgent: string): string | undefined => firstMatch(userAgent, BROWSERS);
const systemOf = (userAgent: string): string | undefined => firstMatch(userAgent, SYSTEMS);
