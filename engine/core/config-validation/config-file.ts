/** A manifest to check, read from config/ or sent as a draft. */
export interface ConfigFile {
  /** Path shown to people, always "config/…" whatever the directory is called. */
  readonly file: string;
  /** Path relative to the config directory, with forward slashes ("menus.json", "forms/payee.json"). */
  readonly relativePath: string;
  readonly data: unknown;
}
