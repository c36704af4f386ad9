import type { MenuItem } from '../../engine/core/generated/manifests.gen';

export interface MoreMenuGroupConfig {
  readonly heading: string;
  readonly itemIds: readonly string[];
}

export interface MoreMenuGroup {
  readonly heading: string;
  readonly items: readonly MenuItem[];
}

/**
 * The visible items under the configured headings, in the configured order; items no group names go last under
 * `otherHeading`, in menu order. Groups left empty are dropped.
 */
export function groupMoreMenu(items: readonly MenuItem[], groups: readonly MoreMenuGroupConfig[], otherHeading: string): MoreMenuGroup[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = new Set<string>();
  const result: MoreMenuGroup[] = [];
  for (const group of groups) {
    const members = group.itemIds.flatMap((id) => {
      const item = byId.get(id);
      if (item === undefined || placed.has(id)) return [];
      placed.add(id);
      return [item];
    });
    if (members.length > 0) result.push({ heading: group.heading, items: members });
  }
  const rest = items.filter((item) => !placed.has(item.id));
  if (rest.length > 0) result.push({ heading: otherHeading, items: rest });
  return result;
}
