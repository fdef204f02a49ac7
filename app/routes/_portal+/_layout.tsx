/**
 * Signed-in layout (spec §2): header, sidebar from the route registry filtered by spec §6,
 * footer, and the URL-state drawers (navigation, settings, help).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { lazy, Suspense } from "react";
import {
  Outlet,
  useFetchers,
  useLoaderData,
  useLocation,
  useRouteError,
  isRouteErrorResponse,
} from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { displayNameOf } from "#contract/display-name";
import { requireUser } from "~/.server/guards";
import { allStarted } from "~/.server/started";
import { readShellSettings } from "~/.server/shell-settings";
import { ErrorContent, ErrorPageGuard } from "~/components/layout/error-page";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { MenuList } from "~/components/layout/menu-list";
import { PANELS, panelOf, withoutPanels } from "~/components/layout/panels";
import { enumParam } from "~/.server/query";
import { relevantInstructions } from "~/lib/instructions";
import { initialsOf } from "~/lib/initials";
import { Sidebar } from "~/components/layout/sidebar";
import { Drawer } from "~/components/ui/drawer";
import { t } from "~/i18n";
import { access, accessSubjectOf } from "#contract/access";
import { hasEditableClusters } from "~/.server/permission-clusters";
import { buildMenu } from "~/lib/route-registry";
import { packMenu, unpackMenu } from "~/lib/menu-wire";
import { searchAreasFor, searchIndexKey } from "~/lib/search/areas";
import { keptInputFrom } from "~/lib/kept-input";
import { registerShell } from "~/locales/de/shell";

registerShell();

// The URL-state drawers (and the bar shown only while impersonating) come with their first use, not
// with every page; the server renders them in full, so they work without JavaScript as before.
const SearchDrawer = lazy(() =>
  import("~/components/search/search-drawer").then((m) => ({
    default: m.SearchDrawer,
  }))
);
const SettingsDrawer = lazy(() =>
  import("~/components/layout/settings-drawer").then((m) => ({
    default: m.SettingsDrawer,
  }))
);
const ImpersonationBar = lazy(() => import("~/components/layout/impersonation-bar").then((m) => ({ default: m.ImpersonationBar })));
const HelpDrawer = lazy(() =>
  import("~/components/layout/help-drawer").then((m) => ({
    default: m.HelpDrawer,
  }))
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The notifications travel with the user (one API call, in parallel); a failure only empties them.
  // The help drawer's instructions only while it is open (?panel=hilfe); a failure only leaves them out.
  const url = new URL(request.url);
  // Started so that a malformed ?panel= cannot throw past the guard already running (issue 40).
  const [user, shell, notifications, instructions] = await allStarted(
    // Spec §4: terms not accepted → only the terms screen (requireUser sends them there).
    () => requireUser(request, context),
    () => readShellSettings(request),
    () => context.upstream.call("notifications").catch(() => null),
    () =>
      enumParam(url, "panel", PANELS) === "hilfe"
        ? context.upstream.call("instructions").catch(() => null)
        : null,
  );
  const subject = accessSubjectOf(user);
  // Spec §6/§7: the cluster menu entry only when the user has editable clusters (asked only of those who could).
  if (access.permissionClusters(subject))
    subject.editableClusters = await hasEditableClusters(context.upstream);
  const name = displayNameOf(user);
  return {
    user: {
      name,
      email: user.email,
      avatar: user.avatar,
      initials: initialsOf(user),
      companyName: user.company.name,
      userTypeLabel: t(`dashboard.userType.${subject.userType}`),
      hasSubAccounts: subject.hasSubAccounts === true,
    },
    impersonation: context.impersonating
      ? {
          name,
          company: user.company.name,
          parent: context.session.get("parentName") ?? "",
          supportView: Boolean(context.session.get("parentReturn")),
        }
      : null,
    // Packed as short arrays: a third less loader data on every page (decision 0534).
    menu: packMenu(buildMenu(subject, { showroomUrl: context.showroomUrl })),
    shell,
    // Spec §6: a multi-user account sees no search, only the sub-account switch.
    search: subject.multiUser
      ? null
      : {
          areas: searchAreasFor(subject),
          indexKey: searchIndexKey(user.id, subject),
        },
    notifications: subject.multiUser ? null : notifications,
    help: instructions
      ? relevantInstructions(instructions, url.pathname).map(
          ({ id, title }) => ({ id, title })
        )
      : null,
  };
}

/** While the sidebar toggle is submitting, show the state it asked for already. */
function useOptimisticSidebarMini(saved: boolean): boolean {
  const toggling = useFetchers().findLast(
    (f) =>
      f.formAction === "/settings" &&
      f.formData?.get("intent") === "toggle-sidebar"
  );
  return toggling ? toggling.formData?.get("sidebarMini") === "on" : saved;
}

export default function PortalLayout() {
  const {
    user,
    menu: packed,
    shell,
    impersonation,
    search: searchShell,
    notifications,
    help,
  } = useLoaderData<typeof loader>();
  const menu = unpackMenu(packed);
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const panel = panelOf(search);
  const closeTo = withoutPanels(pathname, search);
  const params = new URLSearchParams(search);
  const mini = useOptimisticSidebarMini(shell.sidebarMini);
  const hasMenu = menu.length > 0;

  return (
    <div className="flex min-h-screen flex-col">
      {impersonation ? (
        <Suspense fallback={null}>
          <ImpersonationBar {...impersonation} />
        </Suspense>
      ) : null}
      <Header
        user={user}
        fixed={shell.navbarFixed}
        sidebarMini={mini}
        showSidebarToggle={hasMenu}
        searchAreas={searchShell?.areas ?? null}
        notifications={notifications}
      />
      <div className="flex flex-1">
        {hasMenu ? (
          <Sidebar menu={menu} color={shell.sidebarColor} mini={mini} />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      {panel === "navigation" && hasMenu ? (
        <Drawer
          id="navigation"
          title={t("nav.label")}
          closeTo={closeTo}
          side="left"
        >
          <nav aria-label={t("nav.label")}>
            <MenuList menu={menu} color="light" />
          </nav>
        </Drawer>
      ) : null}
      <Suspense fallback={null}>
        {panel === "darstellung" ? (
          <SettingsDrawer settings={shell} closeTo={closeTo} />
        ) : null}
        {panel === "hilfe" ? (
          <HelpDrawer closeTo={closeTo} instructions={help} />
        ) : null}
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
      </Suspense>
    </div>
  );
}

/** Errors of portal screens (403, 404, 500) render inside the shell when the shell itself loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof Error
    ? 500
    : undefined;
  // A 403 may carry a screen-specific explanation (the calendar's, spec §8).
  const detail =
    isRouteErrorResponse(error) &&
    status === 403 &&
    typeof error.data === "string"
      ? error.data
      : undefined;
  return (
    <ErrorPageGuard>
      <main id="main" className="px-4">
        <ErrorContent
          status={status}
          signedIn
          detail={detail}
          kept={
            isRouteErrorResponse(error) ? keptInputFrom(error.data) : undefined
          }
        />
      </main>
    </ErrorPageGuard>
  );
}
