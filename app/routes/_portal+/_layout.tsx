/**
 * Signed-in layout (spec §2): header, sidebar from the route registry filtered by spec §6,
 * footer, and the URL-state drawers (navigation, settings, help).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useFetchers, useLoaderData, useLocation, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { requireUser } from "~/.server/guards";
import { readShellSettings } from "~/.server/shell-settings";
import { ErrorContent, ErrorPageGuard } from "~/components/layout/error-page";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { HelpDrawer } from "~/components/layout/help-drawer";
import { ImpersonationBar } from "~/components/layout/impersonation-bar";
import { MenuList } from "~/components/layout/menu-list";
import { panelOf, withoutPanels } from "~/components/layout/panels";
import { relevantInstructions } from "~/lib/instructions";
import { SearchDrawer } from "~/components/search/search-drawer";
import { SettingsDrawer } from "~/components/layout/settings-drawer";
import { Sidebar } from "~/components/layout/sidebar";
import { Drawer } from "~/components/ui/drawer";
import { t } from "~/i18n";
import { access, accessSubjectOf } from "#contract/access";
import { hasEditableClusters } from "~/.server/permission-clusters";
import { menuIdsFor, menuOf } from "~/lib/route-registry";
import { searchAreasFor, searchIndexKey } from "~/lib/search/areas";
import { keptInputFrom } from "~/lib/kept-input";
import { registerShell } from "~/locales/de/shell";

registerShell();

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The notifications travel with the user (one API call, in parallel); a failure only empties them.
  // The help drawer's instructions only while it is open (?panel=hilfe); a failure only leaves them out.
  const url = new URL(request.url);
  const [user, shell, notifications, instructions] = await Promise.all([
    // Spec §4: terms not accepted → only the terms screen (requireUser sends them there).
    requireUser(request, context),
    readShellSettings(request),
    context.upstream.call("notifications").catch(() => null),
    panelOf(url.search) === "hilfe" ? context.upstream.call("instructions").catch(() => null) : null,
  ]);
  const subject = accessSubjectOf(user);
  // Spec §6/§7: the cluster menu entry only when the user has editable clusters (asked only of those who could).
  if (access.permissionClusters(subject)) subject.editableClusters = await hasEditableClusters(context.upstream);
  const name = displayNameOf(user);
  return {
    user: {
      name,
      email: user.email,
      companyName: user.company.name,
      userTypeLabel: t(`dashboard.userType.${subject.userType}`),
      hasSubAccounts: subject.hasSubAccounts === true,
    },
    impersonation: context.impersonating ? { name, company: user.company.name, parent: context.session.get("parentName") ?? "" } : null,
    // The entries' ids only: the browser builds the same menu from the registry (decision 0534).
    menu: { ids: menuIdsFor(subject, { showroomUrl: context.showroomUrl }), showroomUrl: context.showroomUrl ?? null },
    shell,
    // Spec §6: a multi-user account sees no search, only the sub-account switch.
    search: subject.multiUser ? null : { areas: searchAreasFor(subject), indexKey: searchIndexKey(user.id, subject) },
    notifications: subject.multiUser ? null : notifications,
    help: instructions ? relevantInstructions(instructions, url.pathname).map(({ id, title }) => ({ id, title })) : null,
  };
}

/** While the sidebar toggle is submitting, show the state it asked for already. */
function useOptimisticSidebarMini(saved: boolean): boolean {
  const toggling = useFetchers().findLast((f) => f.formAction === "/settings" && f.formData?.get("intent") === "toggle-sidebar");
  return toggling ? toggling.formData?.get("sidebarMini") === "on" : saved;
}

export default function PortalLayout() {
  const { user, menu: menuIds, shell, impersonation, search: searchShell, notifications, help } = useLoaderData<typeof loader>();
  const menu = menuOf(menuIds.ids, menuIds.showroomUrl);
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const panel = panelOf(search);
  const closeTo = withoutPanels(pathname, search);
  const params = new URLSearchParams(search);
  const mini = useOptimisticSidebarMini(shell.sidebarMini);
  const hasMenu = menu.length > 0;

  return (
    <div className="flex min-h-screen flex-col">
      {impersonation ? <ImpersonationBar {...impersonation} /> : null}
      <Header user={user} fixed={shell.navbarFixed} sidebarMini={mini} showSidebarToggle={hasMenu} searchAreas={searchShell?.areas ?? null} notifications={notifications} />
      <div className="flex flex-1">
        {hasMenu ? <Sidebar menu={menu} color={shell.sidebarColor} mini={mini} /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      {panel === "navigation" && hasMenu ? (
        <Drawer id="navigation" title={t("nav.label")} closeTo={closeTo} side="left">
          <nav aria-label={t("nav.label")}>
            <MenuList menu={menu} color="light" />
          </nav>
        </Drawer>
      ) : null}
      {panel === "darstellung" ? <SettingsDrawer settings={shell} closeTo={closeTo} /> : null}
      {panel === "hilfe" ? <HelpDrawer closeTo={closeTo} instructions={help} /> : null}
      {panel === "suche" && searchShell ? (
        <SearchDrawer
          key={search}
          closeTo={closeTo}
          q={params.get("q") ?? ""}
          area={params.get("area")}
          areas={searchShell.areas}
          indexKey={searchShell.indexKey}
        />
      ) : null}
    </div>
  );
}

/** Errors of portal screens (403, 404, 500) render inside the shell when the shell itself loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : error instanceof Error ? 500 : undefined;
  // A 403 may carry a screen-specific explanation (the calendar's, spec §8).
  const detail = isRouteErrorResponse(error) && status === 403 && typeof error.data === "string" ? error.data : undefined;
  return (
    <ErrorPageGuard>
      <main id="main" className="px-4">
        <ErrorContent status={status} signedIn detail={detail} kept={isRouteErrorResponse(error) ? keptInputFrom(error.data) : undefined} />
      </main>
    </ErrorPageGuard>
  );
}
