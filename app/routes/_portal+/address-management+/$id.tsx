/**
 * /Address-management/{id} (HP): edit an address and its opening hours (PATCH
 * extranet/address/{id}); validated on the server, stale versions refused, input kept.
 * /Address-management/add creates one (POST extranet/address) with the same described form and
 * the address type, which is fixed afterwards (spec §4 upsert rule: the id 'add' creates).
 */
import { entityScreen } from "~/.server/entity-screen";
import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "~/lib/forms/parse";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n";
import { failedSaveReply, idParam, invalidReply, loadOrForbidden } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { History } from "~/components/editing/history";
import { useEditForm } from "~/components/editing/use-edit-form";
import { EntityFields, requiredFields } from "~/components/form/entity-fields";
import { EditFormActions, EditHeader, FormAlert } from "~/components/form/form-alert";
import { t } from "~/i18n";
import { hourSlotsOf, SLOTS_PER_DAY, WEEKDAYS } from "~/lib/form-values/address";
import { addressCreateFormSchema, addressCreatePayload, addressFormSchema, withAllHourSlots, addressPayload } from "~/lib/schemas/address";
import { addressEntity } from "#contract/entities/addresses";
import { entityDefaultsOf } from "#contract/describe";
import { registerMasterdata } from "~/locales/de/masterdata";

registerMasterdata();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.address ? t("masterdata.addresses.editTitle") : t("masterdata.addresses.createTitle")} – ${t("portal.title")}` },
];

const isNew = (id: string | undefined) => id === "add";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const id = isNew(params.id) ? null : idParam(params.id);
  const [address, history] = await Promise.all([
    id ? loadOrForbidden(() => context.upstream.call("address", { params: { id } })) : null,
    id ? loadOrForbidden(() => context.upstream.call("activity", { query: { collection: "address", item: String(id) } })) : [],
  ]);
  return { address, history, screen: entityScreen(addressEntity), defaults: { ...entityDefaultsOf(addressEntity, address), hours: hourSlotsOf(address) } as AddressValues };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const id = isNew(params.id) ? null : idParam(params.id);
  const formData = withAllHourSlots(await request.formData());
  if (id === null) {
    const submission = parseWithZod(formData, { schema: addressCreateFormSchema });
    if (submission.status !== "success") return invalidReply(submission);
    try {
      const created = await context.upstream.call("addressCreate", { body: addressCreatePayload(submission.value) });
      return redirectWithToast(context, `/address-management/${created.id}`, { kind: "success", message: t("masterdata.saved") });
    } catch (error) {
      return failedSaveReply(submission, error, t("masterdata.addressSaveFailed"));
    }
  }
  const submission = parseWithZod(formData, { schema: addressFormSchema });
  if (submission.status !== "success") {
    return invalidReply(submission);
  }
  try {
    const loaded = await loadOrForbidden(() => context.upstream.call("address", { params: { id: id } }));
    await context.upstream.call("addressUpdate", { params: { id: id }, body: addressPayload(submission.value, loaded) });
  } catch (error) {
    return failedSaveReply(submission, error, t("masterdata.addressSaveFailed"));
  }
  return redirectWithToast(context, `/address-management/${id}`, { kind: "success", message: t("masterdata.saved") });
}

/** The form: the described fields by name and the opening-hours slots. */
type AddressValues = { hours: { from: string; to: string }[] } & Record<string, unknown>;

export default function AddressEdit() {
  const { address, history, screen, defaults } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { form, fields, saving, reloadHref } = useEditForm<AddressValues>({
    kind: "address",
    record: address,
    defaultValue: defaults,
    required: requiredFields(screen, !address),
  });
  const slots = fields.hours.getFieldList();
  return (
    <div className="mx-auto max-w-4xl">
      <EditHeader backTo="/address-management" title={address ? `${t("masterdata.addresses.editTitle")}: ${t(`masterdata.addresses.types.${address.address_type}`)}` : t("masterdata.addresses.createTitle")} />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <FormAlert id={form.errorId} errors={form.errors} reloadHref={reloadHref} />
        <input {...getInputProps(fields.version!, { type: "hidden" })} key={fields.version!.key} />
        <EntityFields screen={screen} fields={fields} isNew={!address} legends={address ? { address: t(`masterdata.addresses.types.${address.address_type}`) } : {}} />
        <fieldset className="rounded-lg bg-white p-4 shadow-sm">
          <legend className="px-1 text-lg font-semibold">{t("masterdata.addresses.openingHours")}</legend>
          <p className="text-sm text-slate-600">{t("masterdata.addresses.hoursHint")}</p>
          <div className="mt-3 space-y-3">
            {WEEKDAYS.map((weekday) => {
              const day = t(`masterdata.addresses.weekdays.d${weekday}`);
              return (
                <div key={weekday} role="group" aria-labelledby={`day-${weekday}`} className="grid gap-2 sm:grid-cols-[8rem_1fr]">
                  <span id={`day-${weekday}`} className="pt-2 font-medium">
                    {day}
                  </span>
                  <div className="flex flex-wrap gap-4">
                    {Array.from({ length: SLOTS_PER_DAY }, (_, n) => {
                      const slot = slots[(weekday - 1) * SLOTS_PER_DAY + n]!.getFieldset();
                      const errors = [...(slot.from.errors ?? []), ...(slot.to.errors ?? [])];
                      return (
                        <div key={n}>
                          <div className="flex items-center gap-1">
                            {(["from", "to"] as const).map((which) => (
                              <input
                                {...getInputProps(slot[which], { type: "time" })}
                                key={`${which}-${slot[which].key ?? ""}`}
                                aria-label={t("masterdata.addresses.rangeLabel", { day, n: n + 1, which: t(`masterdata.addresses.${which}`) })}
                                className={`h-control rounded-md border bg-white px-2 ${errors.length ? "border-red-600" : "border-slate-300"}`}
                              />
                            ))}
                          </div>
                          {errors.length ? (
                            <p id={slot.from.errorId} className="mt-1 text-sm text-red-700">
                              {errors.join(" ")}
                            </p>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
        <EditFormActions cancelTo="/address-management" saving={saving} />
      </Form>
      {address ? <History entries={history} /> : null}
    </div>
  );
}
