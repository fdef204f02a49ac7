/**
 * The key of the copied sidebar (decision 0534): the menu, the colour, the size and the entries its
 * NavLinks mark active — all the sidebar takes from the URL. Server-only, so none of it reaches the
 * browser (an empty module there; the key is only asked for on the server).
 */
import { navLinkActive } from "~/lib/nav-link-active";
import type { MenuGroup } from "~/lib/route-registry";

// The menu object is the same for the same entries (`unpackMenu`), so its text is made once.
const menuTexts = new WeakMap<MenuGroup[], string>();
function menuText(menu: MenuGroup[]): string {
  let text = menuTexts.get(menu);
  if (text === undefined) menuTexts.set(menu, (text = JSON.stringify(menu)));
  return text;
}

export function sidebarKey(menu: MenuGroup[], color: string, mini: boolean, pathname: string): unknown[] {
  const active = menu.flatMap((group) => group.items.filter((item) => !item.external && navLinkActive(item.path.split("?")[0]!, pathname)).map((item) => item.path));
  return [menuText(menu), color, mini, active];
}
