import { Form, useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import type { Notifications } from "#contract/portal";
import type { SearchArea } from "~/lib/search/matcher";
import { HeaderSearch } from "../search/header-search";
import { Avatar } from "../ui/avatar";
import { DisclosureMenu } from "../ui/disclosure-menu";
import { Icon } from "../ui/icon";
import { Logo } from "./logo";
import { NotificationsMenu } from "./notifications-menu";
import { withPanel } from "./panels";

export interface ShellUser {
  name: string;
  email: string;
  /** file id of the avatar; without one the initials are shown */
  avatar: string | null;
  initials: string;
  companyName: string;
  userTypeLabel: string;
  /** can switch into sub-accounts (spec §6: a multi-user account's only navigation) */
  hasSubAccounts: boolean;
}

/** Header of the signed-in layout (spec §2): logo, sidebar toggle, search, help, notifications, profile. */
export function Header({
  user,
  fixed,
  sidebarMini,
  showSidebarToggle,
  searchAreas,
  notifications,
}: {
  user: ShellUser;
  fixed: boolean;
  /** the sidebar state shown now; the toggle asks for the other one */
  sidebarMini: boolean;
  showSidebarToggle: boolean;
  /** null: no search (spec §6, multi-user account) */
  searchAreas: readonly SearchArea[] | null;
  notifications: Notifications | null;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = withPanel(pathname, search, null);
  const toggle = useFetcher();

  return (
    <header className={`${fixed ? "sticky top-0" : ""} z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4`}>
      {showSidebarToggle ? (
        <>
          <Link
            to={withPanel(pathname, search, "navigation")}
            preventScrollReset
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t("header.openNavigation")}
          >
            <Icon name="menu" />
          </Link>
          <toggle.Form method="post" action="/settings" className="hidden lg:block">
            <input type="hidden" name="intent" value="toggle-sidebar" />
            <input type="hidden" name="sidebarMini" value={sidebarMini ? "off" : "on"} />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label={t("header.toggleSidebar")}>
              <Icon name="menu" />
            </button>
          </toggle.Form>
        </>
      ) : null}
      {/* The name starts with the word mark's visible text (WCAG 2.5.3 label in name). */}
      <Link to="/dashboard" className="min-w-10 rounded-md px-1" aria-label={t("header.home", { title: t("portal.title") })}>
        <Logo narrow />
      </Link>

      <div className="ml-auto flex shrink-0 items-center gap-1">
        {searchAreas ? (
          <>
            <HeaderSearch areas={searchAreas} />
            <Link to="/search" className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden" aria-label={t("content.search.title")}>
              <Icon name="search" />
            </Link>
          </>
        ) : null}
        {user.hasSubAccounts ? (
          <Link to="/sub-accounts" className="flex h-control items-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100">
            <Icon name="user" />
            <span className="sr-only sm:not-sr-only">{t("account.subAccounts.headerSwitch")}</span>
          </Link>
        ) : null}
        <Link
          to={withPanel(pathname, search, "hilfe")}
          preventScrollReset
          className="flex h-control items-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100"
        >
          <Icon name="help" />
          {/* visually hidden, not removed, below md: the icon-only link keeps its name */}
          <span className="sr-only md:not-sr-only">{t("header.help")}</span>
        </Link>

        <NotificationsMenu notifications={notifications} redirectTo={here} />

        <DisclosureMenu
          // The initials are what a speech-input user sees and says (WCAG 2.5.3 label in name).
          summaryLabel={user.avatar ? t("header.profileMenu", { name: user.name }) : t("header.profileMenuInitials", { name: user.name, initials: user.initials })}
          summary={
            <>
              <Avatar avatar={user.avatar} initials={user.initials} />
              <span className="hidden max-w-[12rem] truncate text-sm font-medium md:inline">{user.name}</span>
              <Icon name="chevronDown" className="h-4 w-4" />
            </>
          }
        >
          <div className="border-b border-slate-100 px-4 pb-3 pt-1 text-sm">
            <p className="text-slate-500">{t("header.signedInAs")}</p>
            <p className="font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-slate-600">{user.email}</p>
            <p className="mt-1 text-slate-600">
              {user.companyName} · {user.userTypeLabel}
            </p>
          </div>
          <Link to="/account/settings" className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-slate-50">
            <Icon name="user" className="h-4 w-4" />
            {t("account.nav.settings")}
          </Link>
          <Link to={withPanel(pathname, search, "darstellung")} preventScrollReset className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-slate-50">
            <Icon name="settings" className="h-4 w-4" />
            {t("header.settings")}
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm hover:bg-slate-50">
              <Icon name="logout" className="h-4 w-4" />
              {t("header.logout")}
            </button>
          </Form>
        </DisclosureMenu>
      </div>
    </header>
  );
}
