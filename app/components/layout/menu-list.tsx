import { NavLink } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import type { MenuGroup } from "~/lib/route-registry";
import type { SidebarColor } from "~/lib/shell-settings";
import { Icon } from "../ui/icon";

const LINK_COLORS: Record<SidebarColor, { idle: string; active: string; heading: string }> = {
  dark: { idle: "text-slate-200 hover:bg-white/10", active: "bg-white/15 text-white", heading: "text-slate-400" },
  light: { idle: "text-slate-700 hover:bg-slate-100", active: "bg-brand-50 text-brand-800", heading: "text-slate-500" },
  brand: { idle: "text-brand-50 hover:bg-white/10", active: "bg-white/20 text-white", heading: "text-brand-200" },
};

/** The menu of the route registry, as the sidebar and the mobile navigation drawer show it. */
export function MenuList({ menu, color, mini = false }: { menu: MenuGroup[]; color: SidebarColor; mini?: boolean }) {
  const { t } = useTranslation();
  const colors = LINK_COLORS[color];
  return (
    <div className="space-y-6">
      {menu.map((group) => (
        <div key={group.key}>
          <h2 className={`px-3 text-xs font-semibold uppercase tracking-wider ${colors.heading} ${mini ? "sr-only" : ""}`}>
            {t(`nav.groups.${group.key}`)}
          </h2>
          <ul className="mt-2 space-y-1">
            {group.items.map((item) => (
              <li key={item.id}>
                {item.external ? (
                  <a
                    href={item.path}
                    target="_blank"
                    rel="noreferrer"
                    className={`flex rounded-md px-3 py-2 font-medium ${colors.idle} ${mini ? "flex-col items-center gap-1 text-center text-xs" : "items-center gap-3"}`}
                  >
                    <Icon name={item.icon} className="h-5 w-5 shrink-0" />
                    <span>
                      {t(item.labelKey)} <span aria-hidden="true">↗</span>
                      <span className="sr-only"> {t("nav.newTab")}</span>
                    </span>
                  </a>
                ) : (
                <NavLink
                  to={item.path}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `flex rounded-md px-3 py-2 font-medium ${isActive ? colors.active : colors.idle} ${
                      mini ? "flex-col items-center gap-1 text-center text-xs" : "items-center gap-3"
                    }`
                  }
                >
                  <Icon name={item.icon} className="h-5 w-5 shrink-0" />
                  <span>{t(item.labelKey)}</span>
                </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
