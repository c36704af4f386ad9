import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { FORM_AJV_OPTIONS } from './ajv-options';

// ajv-formats is CommonJS: under Node's ESM loader the default import is the whole module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * An ajv (JSON Schema 2020-12) for form schemas with every ajv-formats format. Server and build only: compiling
 * with it uses `Function()`, which the browser's Content-Security-Policy forbids.
 */
export function createFormAjv(extra: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...FORM_AJV_OPTIONS, ...extra });
  addFormats(ajv);
  return ajv;
}
