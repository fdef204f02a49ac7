/**
 * The menu as the layout sends it to the browser (decision 0534): groups and entries as short
 * arrays instead of objects with named fields, in one JSON text (decision 0535): the loader data
 * carries one string instead of two hundred values, which the server's encoder flattens one by one
 * and the browser decodes one by one. The server decides the entries (route registry, access table);
 * this module only packs and unpacks them, so the registry stays out of the browser's bundle.
 */
import type { IconName, MenuGroup, MenuGroupKey, MenuItem } from "./route-registry";

type WireItem = [id: string, path: string, labelKey: string, icon: IconName, external?: 1];
type WireGroups = [key: MenuGroupKey, items: WireItem[]][];
/** The packed menu's JSON text. */
export type WireMenu = string & { readonly wireMenu: true };

export function packMenu(menu: readonly MenuGroup[]): WireMenu {
  const groups: WireGroups = menu.map((g) => [g.key, g.items.map((i): WireItem => (i.external ? [i.id, i.path, i.labelKey, i.icon, 1] : [i.id, i.path, i.labelKey, i.icon]))]);
  return JSON.stringify(groups) as WireMenu;
}

// The same few menus return on every page: each is unpacked once, and the same object comes back
// (the sidebar's copied part keys on it).
const unpacked = new Map<string, MenuGroup[]>();

export function unpackMenu(wire: WireMenu): MenuGroup[] {
  let menu = unpacked.get(wire);
  if (!menu) {
    menu = (JSON.parse(wire) as WireGroups).map(([key, items]) => ({
      key,
      items: items.map(([id, path, labelKey, icon, external]): MenuItem => ({ id, path, labelKey: labelKey as MenuItem["labelKey"], icon, ...(external ? { external: true as const } : {}) })),
    }));
    if (unpacked.size >= 1_000) unpacked.clear();
    unpacked.set(wire, menu);
  }
  return menu;
}
