/**
 * One row of the access-control permissions summary: the user holds `privilege` on
 * `resource`/`function` when `permissions[privilege]` is true.
 */
export interface PermissionSummaryEntry {
  readonly resource: string;
  readonly function: string;
  readonly permissions: Readonly<Record<string, boolean>>;
}
