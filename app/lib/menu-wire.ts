/**
 * The menu as the layout sends it to the browser (decision 0534): groups and entries as short
 * arrays instead of objects with named fields, a third of the entries of the page's loader data
 * fewer on every signed-in page. The server decides the entries (route registry, access table);
 * this module only packs and unpacks them, so the registry stays out of the browser's bundle.
 */
import type { IconName, MenuGroup, MenuGroupKey, MenuItem } from "./route-registry";

type WireItem = [id: string, path: string, labelKey: string, icon: IconName, external?: 1];
export type WireMenu = [key: MenuGroupKey, items: WireItem[]][];

export function packMenu(menu: readonly MenuGroup[]): WireMenu {
  return menu.map((g) => [g.key, g.items.map((i): WireItem => (i.external ? [i.id, i.path, i.labelKey, i.icon, 1] : [i.id, i.path, i.labelKey, i.icon]))]);
}

// The same few menus return on every page: each is unpacked once, and the same object comes back
// (the sidebar's copied part keys on it).
const unpacked = new Map<string, MenuGroup[]>();

export function unpackMenu(wire: WireMenu): MenuGroup[] {
  const key = JSON.stringify(wire);
  let menu = unpacked.get(key);
  if (!menu) {
    menu = wire.map(([key, items]) => ({
      key,
      items: items.map(([id, path, labelKey, icon, external]): MenuItem => ({ id, path, labelKey: labelKey as MenuItem["labelKey"], icon, ...(external ? { external: true as const } : {}) })),
    }));
    if (unpacked.size >= 1_000) unpacked.clear();
    unpacked.set(key, menu);
  }
  return menu;
}
