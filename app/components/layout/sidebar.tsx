import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import type { MenuGroup } from "~/lib/route-registry";
import type { SidebarColor } from "~/lib/shell-settings";
import { CachedPart } from "./cached-part";
import { sidebarKey } from "./sidebar-key.server";
import { MenuList } from "./menu-list";

const BACKGROUND: Record<SidebarColor, string> = {
  dark: "bg-slate-900",
  light: "bg-white border-r border-slate-200",
  brand: "bg-brand-800",
};

/**
 * Sidebar: 300 px, 144 px minimised; below the lg breakpoint it gives way to the navigation drawer.
 * The same for every user with the same menu on the same screen, so the server renders it once per
 * menu, colour, size and active entry (decision 0534).
 */
export function Sidebar({ menu, color, mini }: { menu: MenuGroup[]; color: SidebarColor; mini: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <CachedPart
      name="sidebar"
      tag="nav"
      keyOf={() => sidebarKey(menu, color, mini, pathname)}
      render={(mark) => (
        <nav {...mark} aria-label={t("nav.label")} className={`hidden shrink-0 lg:block ${mini ? "w-sidebar-mini" : "w-sidebar"} ${BACKGROUND[color]}`}>
          <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto px-3 py-6">
            <MenuList menu={menu} color={color} mini={mini} />
          </div>
        </nav>
      )}
    />
  );
}
