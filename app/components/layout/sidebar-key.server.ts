/**
 * The key of the copied sidebar (decision 0534): the menu, the colour, the size and the entries its
 * NavLinks mark active — all the sidebar takes from the URL. Server-only, so none of it reaches the
 * browser (an empty module there; the key is only asked for on the server).
 */
import { navLinkActive } from "~/lib/nav-link-active";
import type { MenuGroup } from "~/lib/route-registry";

// The menu object is the same for the same entries (`unpackMenu`), so a number names it: the key
// stays short, where the menu's text would be copied and compared on every request.
const menuIds = new WeakMap<MenuGroup[], number>();
let lastMenuId = 0;
function menuId(menu: MenuGroup[]): number {
  let id = menuIds.get(menu);
  if (id === undefined) menuIds.set(menu, (id = ++lastMenuId));
  return id;
}

export function sidebarKey(menu: MenuGroup[], color: string, mini: boolean, pathname: string): unknown[] {
  const active = menu.flatMap((group) => group.items.filter((item) => !item.external && navLinkActive(item.path.split("?")[0]!, pathname)).map((item) => item.path));
  return [menuId(menu), color, mini, active];
}
