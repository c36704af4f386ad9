import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { RoutesManifest } from '../../../engine/core/generated/manifests.gen';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileSchemaValidators } from '../../../engine/core/config-validation/schema-check';
import { flattenRoutes } from '../../../engine/core/config-validation/route-table';
import { projectPath } from '../project-files';

/** The manifests and schemas this release ships, read once: what every draft and published version is measured by. */
export interface ReleaseConfig {
  /** Every file of config/ by its name there ("menus.json", "forms/payee.json"). */
  readonly files: ReadonlyMap<string, unknown>;
  /** Every language overlay under config/locales/, by its name under config/ ("locales/es-US/menus.json"). */
  readonly overlays: ReadonlyMap<string, unknown>;
  readonly validators: ReadonlyMap<string, ValidateFunction>;
  /**
   * The screens a route may name. The server cannot load the screen registry (it is the web app's code), so it knows
   * the screens this release's routes name: a draft may move, rename or drop routes, not invent a screen.
   */
  readonly screenKeys: readonly string[];
}

let release: ReleaseConfig | undefined;

/**
 * The languages' overlays (config/locales/) are not manifests: each holds only the text of one, checked against its
 * manifest (shape, placeholders, every member-read string translated) rather than by a schema, so they are kept apart.
 */
const LANGUAGE_OVERLAYS = 'locales/';

/** Every manifest file under a folder, by its path there with forward slashes ("menus.json", "forms/payee.json"). */
function readJsonTree(dir: string, prefix = ''): [string, unknown][] {
  return readdirSync(dir)
    .sort()
    .flatMap((name): [string, unknown][] => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return `${prefix}${name}/` === LANGUAGE_OVERLAYS ? [] : readJsonTree(path, `${prefix}${name}/`);
      return name.endsWith('.json') ? [[`${prefix}${name}`, JSON.parse(readFileSync(path, 'utf8')) as unknown]] : [];
    });
}

const schemaTexts = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));

/** A manifest or a language overlay as the release ships it, by its name under config/; undefined when it ships none. */
export function releaseFile(name: string): unknown {
  const shipped = releaseConfig();
  return shipped.files.get(name) ?? shipped.overlays.get(name);
}

/** config/ and schemas/ as shipped with the release, read from disk on first use like the API schemas. */
export function releaseConfig(): ReleaseConfig {
  if (release) return release;
  const files = new Map(readJsonTree(projectPath('config')));
  const routes = files.get('routes.json') as RoutesManifest;
  const screenKeys = [...new Set(flattenRoutes(routes).flatMap((entry) => (entry.node.screen === undefined ? [] : [entry.node.screen])))];
  const overlays = new Map(readJsonTree(projectPath('config', LANGUAGE_OVERLAYS)).map(([name, data]) => [`${LANGUAGE_OVERLAYS}${name}`, data] as const));
  release = { files, overlays, validators: compileSchemaValidators(schemaTexts(projectPath('schemas'))), screenKeys };
  return release;
}
