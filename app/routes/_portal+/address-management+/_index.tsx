/**
 * /Address-management (HP): the company's addresses by type with their opening hours, "Neue
 * Adresse", and delete after a URL-state confirmation (?delete=<id>, a second form); an address
 * the website or a job still uses is refused with the reason named (decision 0527).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ErrorNotice } from "~/components/ui/error-notice";
import { useTranslation } from "~/i18n";
import { idParam, loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { OpeningHoursList } from "~/components/masterdata/opening-hours-list";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { ADDRESS_TYPES } from "#contract/values";
import type { Address } from "#contract/masterdata";
import { PageTitle } from "~/components/content/page-title";
import { ExportAndAddActions } from "~/components/masterdata/export-and-add";
import { addressListActionSchema } from "~/lib/schemas/address";
import { registerMasterdata } from "~/locales/de/masterdata";
import { intParam } from "~/.server/query";

registerMasterdata();

export const meta: MetaFunction = () => [{ title: `${t("masterdata.addresses.pageTitle")} – ${t("portal.title")}` }];

/** "Filiale · Filiale Herford": the type and, if given, the address's name (with the screen's or the server's translator). */
const addressName = (a: Pick<Address, "address_type" | "name">, tr: typeof t = t) => [tr(`masterdata.addresses.types.${a.address_type}`), a.name].filter(Boolean).join(" · ");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const addresses = await loadOrForbidden(() => context.upstream.call("addresses"));
  const deleteId = intParam(new URL(request.url), "delete");
  // Spec §3 order of the types: PA, RA, PO, FI, CA, LA, SO.
  return {
    addresses: [...addresses].sort((a, b) => ADDRESS_TYPES.indexOf(a.address_type) - ADDRESS_TYPES.indexOf(b.address_type) || a.id - b.id),
    deleting: deleteId ? (addresses.find((a) => a.id === deleteId) ?? null) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const parsed = addressListActionSchema.safeParse(Object.fromEntries(await request.formData()));
  const here = new URL(request.url).pathname;
  if (!parsed.success) return redirectWithToast(context, here, { kind: "error", message: t("masterdata.saveFailed") });
  const id = idParam(parsed.data.id);
  const address = await loadOrForbidden(() => context.upstream.call("address", { params: { id } }));
  const name = addressName(address);
  try {
    await context.upstream.call("addressDelete", { params: { id } });
  } catch (error) {
    // Still used by the website settings or a job: refused, the reason stays on the list.
    if (isUpstreamError(error) && error.code === "INVALID_FOREIGN_KEY") return data({ blocked: t("masterdata.addresses.deleteBlocked", { name }) }, { status: 400 });
    return redirectWithToast(context, here, { kind: "error", message: saveFailure(error, t("masterdata.addressSaveFailed")).message });
  }
  return redirectWithToast(context, here, { kind: "success", message: t("masterdata.addresses.deleted", { name }) });
}

export default function AddressManagement() {
  const { addresses, deleting } = useLoaderData<typeof loader>();
  const blocked = useActionData<typeof action>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nameOf = (a: Pick<Address, "address_type" | "name">) => addressName(a, t);
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        title={t("masterdata.addresses.pageTitle")}
        intro={t("masterdata.addresses.intro")}
        actions={<ExportAndAddActions list="/address-management" addLabel={t("masterdata.addresses.add")} />}
      />
      <ErrorNotice message={blocked && "blocked" in blocked ? blocked.blocked : null} className="mt-4" />
      {deleting ? (
        <ConfirmDialog
          title={t("masterdata.addresses.deleteTitle")}
          cancelTo={pathname}
          cancelLabel={t("masterdata.cancel")}
          actions={<IntentForm intent="delete" fields={{ id: deleting.id }} label={t("masterdata.addresses.deleteConfirm")} className={buttonClass("primary")} />}
        >
          <p>{t("masterdata.addresses.deleteText", { name: nameOf(deleting) })}</p>
        </ConfirmDialog>
      ) : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {addresses.map((a) => (
          <li key={a.id} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">
              {t(`masterdata.addresses.types.${a.address_type}`)}
              {a.name ? <span className="font-normal text-slate-700"> · {a.name}</span> : null}
            </h2>
            <p className="mt-1 text-slate-800">
              {a.street}
              <br />
              {[a.zip, a.city].filter(Boolean).join(" ")} ({a.country})
            </p>
            <OpeningHoursList hours={a.opening_hours} />
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={`/address-management/${a.id}`} className={buttonClass("secondary", "sm")} aria-label={`${t("masterdata.edit")}: ${t(`masterdata.addresses.types.${a.address_type}`)} ${a.name ?? ""}`}>
                {t("masterdata.edit")}
              </Link>
              <Link to={`?delete=${a.id}`} preventScrollReset className={buttonClass("ghost", "sm")} aria-label={t("masterdata.addresses.deleteLabel", { name: nameOf(a) })}>
                {t("masterdata.addresses.delete")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
