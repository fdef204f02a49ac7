/**
 * /Address-management/{id} (HP): edit an address and its opening hours (PATCH
 * extranet/address/{id}); validated on the server, stale versions refused, input kept.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { idParam, loadOrForbidden, saveFailure } from "~/.server/editing";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { History } from "~/components/editing/history";
import { TextField } from "~/components/form/text-field";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { t } from "~/i18n";
import { editFormId } from "~/lib/editing/form-id";
import { addressDefaults, addressFormSchema, addressPayload, SLOTS_PER_DAY, WEEKDAYS } from "~/lib/schemas/address";

export const meta: MetaFunction = () => [{ title: `${t("masterdata.addresses.editTitle")} – ${t("portal.title")}` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const id = idParam(params.id);
  const [address, history] = await Promise.all([
    loadOrForbidden(() => context.upstream.address(id)),
    loadOrForbidden(() => context.upstream.activity("address", id)),
  ]);
  return { address, history };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "addressManagement");
  const id = idParam(params.id);
  const submission = parseWithZod(await request.formData(), { schema: addressFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [t("masterdata.invalidInput")] }), conflict: false }, { status: 400 });
  }
  try {
    const loaded = await loadOrForbidden(() => context.upstream.address(id));
    await context.upstream.updateAddress(id, addressPayload(submission.value, loaded));
  } catch (error) {
    const failure = saveFailure(error, t("masterdata.addressSaveFailed"));
    return data({ result: submission.reply({ formErrors: [failure.message] }), conflict: failure.conflict }, { status: failure.status });
  }
  return redirectWithToast(context, `/address-management/${id}`, { kind: "success", message: t("masterdata.saved") });
}

export default function AddressEdit() {
  const { address, history } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [form, fields] = useForm({
    id: editFormId("address", address),
    lastResult: actionData?.result,
    defaultValue: addressDefaults(address),
    constraint: { country: { required: true } },
    shouldRevalidate: "onBlur",
  });
  const slots = fields.hours.getFieldList();
  return (
    <div className="mx-auto max-w-4xl">
      <p>
        <Link to="/address-management" className="text-brand-700 underline">
          {t("masterdata.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">
        {t("masterdata.addresses.editTitle")}: {t(`masterdata.addresses.types.${address.address_type}`)}
      </h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        {form.errors?.length ? (
          <div id={form.errorId} role="alert" className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" />
            <div>
              <p>{form.errors.join(" ")}</p>
              {actionData?.conflict ? (
                <a href={pathname} className="font-medium underline">
                  {t("masterdata.reloadCurrent")}
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
        <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
        <fieldset className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t(`masterdata.addresses.types.${address.address_type}`)}</legend>
          <TextField meta={fields.name} label={t("masterdata.addresses.name")} />
          <TextField meta={fields.street} label={t("masterdata.addresses.street")} />
          <TextField meta={fields.zip} label={t("masterdata.addresses.zip")} />
          <TextField meta={fields.city} label={t("masterdata.addresses.city")} />
          <TextField meta={fields.country} label={t("masterdata.addresses.country")} />
          <TextField meta={fields.phone} label={t("masterdata.addresses.phone")} type="tel" />
          <TextField meta={fields.email} label={t("masterdata.addresses.email")} type="email" />
        </fieldset>
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
        <div className="flex gap-2">
          <button type="submit" className={buttonClass("primary")}>
            {t("masterdata.save")}
          </button>
          <Link to="/address-management" className={buttonClass("secondary")}>
            {t("masterdata.cancel")}
          </Link>
        </div>
      </Form>
      <History entries={history} />
    </div>
  );
}
