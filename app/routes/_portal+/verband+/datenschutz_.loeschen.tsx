/**
 * /verband/datenschutz/loeschen: Administration erases any person on request (issue 41, Art. 17
 * DSGVO; decisions 0981, 0988). A search by name or e-mail address (a GET form, `?suche=`) finds
 * accounts and contact persons; the accounts suspended longer than RETENTION_SUSPENDED_MONTHS are
 * listed beside it, offered for erasure. Choosing one opens the confirmation in the URL
 * (`?person=kind:id`): what goes, what stays, and the request's reason, required, for the audit trail.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { z } from "zod";
import { PERSON_SEARCH_MIN, type ErasablePerson } from "#contract/erasure";
import { erasureFailure } from "~/.server/erasure";
import { requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { ConfirmDialog } from "~/components/editing/confirm-dialog";
import { ErasureSummary } from "~/components/editing/erasure-summary";
import { TextareaField } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Link } from "~/components/ui/link";
import { BackLinkTitle } from "~/components/content/page-title";
import { SectionCard } from "~/components/ui/section-card";
import { t, useTranslation } from "~/i18n";
import { parseWithZod } from "~/lib/forms/parse";
import { formatDate } from "~/lib/format";
import { erasureSchema } from "~/lib/schemas/privacy";
import { registerPrivacyRegister } from "~/locales/de/privacy-register";

registerPrivacyRegister();

export const meta: MetaFunction = () => [{ title: `${t("privacyRegister.erasure.person.title")} – ${t("portal.title")}` }];

const HERE = "/verband/datenschutz/loeschen";

/** A row of either list, as the screen shows and links it. */
interface Person {
  key: string;
  kind: ErasablePerson["kind"];
  id: string;
  name: string;
  email: string;
  company: string;
  kindLabel: string;
  note: string;
}

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

function personOf(p: ErasablePerson): Person {
  return {
    key: keyOf(p.kind, p.id),
    kind: p.kind,
    id: p.id,
    name: p.name,
    email: p.email ?? "",
    company: p.company ?? t("privacyRegister.erasure.person.association"),
    kindLabel: t(`privacyRegister.erasure.person.kinds.${p.kind}`),
    note: p.inactive ? t("privacyRegister.erasure.person.inactive") : "",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, "personErasure");
  const url = new URL(request.url);
  const search = (url.searchParams.get("suche") ?? "").trim().slice(0, 200);
  const searching = search.length >= PERSON_SEARCH_MIN;
  const [found, suspended] = await Promise.all([
    searching ? context.upstream.call("erasurePeople", { query: { search } }) : Promise.resolve(null),
    context.upstream.call("erasureSuspended"),
  ]);
  const results = found?.map(personOf) ?? null;
  const offered = suspended.map((a) => ({
    ...personOf({ kind: "account", id: a.id, name: a.name, email: a.email, company: a.company, inactive: true }),
    since: formatDate(a.suspended_since),
  }));
  // The confirmation names one of the listed people: an id from elsewhere opens nothing.
  const chosenKey = url.searchParams.get("person");
  const chosen = [...(results ?? []), ...offered].find((p) => p.key === chosenKey) ?? null;
  const fromSuspended = chosen !== null && offered.some((p) => p.key === chosen.key) && !results?.some((p) => p.key === chosen.key);
  return {
    search,
    tooShort: search.length > 0 && !searching,
    results,
    offered,
    chosen,
    suggestedReason: fromSuspended ? t("privacyRegister.erasure.person.suspendedReason") : "",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "personErasure");
  const submission = parseWithZod(await request.formData(), { schema: erasureSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { kind, id, reason, name } = { ...submission.value, name: String(submission.payload.name ?? "") };
  try {
    await context.upstream.call("erasure", { body: { kind, id, reason } });
  } catch (error) {
    return data(submission.reply({ formErrors: [erasureFailure(error)] }), { status: 400 });
  }
  return redirectWithToast(context, HERE, { kind: "success", message: t("privacyRegister.erasure.person.done", { name }) });
}

/** The confirmation: whom, what goes, what stays, and the reason (kept as typed when refused). */
function ConfirmErasure({ person, suggestedReason, cancelTo }: { person: Person; suggestedReason: string; cancelTo: string }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof erasureSchema>>({
    id: `erase-${person.key}`,
    lastResult,
    defaultValue: { reason: suggestedReason },
    constraint: { reason: { required: true, maxLength: 500 } },
    shouldRevalidate: "onInput",
  });
  return (
    <ConfirmDialog
      title={t("privacyRegister.erasure.person.confirmTitle", { name: person.name })}
      cancelTo={cancelTo}
      cancelLabel={t("privacyRegister.erasure.cancel")}
      actions={
        <button type="submit" form={form.id} className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800")}>
          {t("privacyRegister.erasure.person.confirm")}
        </button>
      }
    >
      <p className="mb-2">{[person.kindLabel, person.email, person.company].filter(Boolean).join(" · ")}</p>
      <ErasureSummary removed={t(person.kind === "account" ? "privacyRegister.erasure.person.removedAccount" : "privacyRegister.erasure.person.removedContact")} kept={t("privacyRegister.erasure.person.kept")} />
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="kind" value={person.kind} />
        <input type="hidden" name="id" value={person.id} />
        <input type="hidden" name="name" value={person.name} />
        <TextareaField meta={fields.reason} label={t("privacyRegister.erasure.person.reason")} hint={t("privacyRegister.erasure.person.reasonHint")} rows={3} />
      </Form>
    </ConfirmDialog>
  );
}

function PeopleTable({ caption, rows, empty, linkTo, extra }: { caption: string; rows: (Person & { since?: string })[]; empty: string; linkTo: (p: Person) => string; extra?: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable
      className="mt-4"
      variant="plain"
      caption={caption}
      rows={rows}
      rowKey={(p) => p.key}
      empty={empty}
      columns={[
        { key: "name", header: t("privacyRegister.erasure.person.name"), cell: (p) => (p.note ? `${p.name} (${p.note})` : p.name) },
        { key: "email", header: t("privacyRegister.erasure.person.email"), cell: (p) => p.email },
        { key: "company", header: t("privacyRegister.erasure.person.company"), cell: (p) => p.company },
        extra
          ? { key: "since", header: t("privacyRegister.erasure.person.suspendedSince"), cell: (p) => p.since ?? "" }
          : { key: "kind", header: t("privacyRegister.erasure.person.kind"), cell: (p) => p.kindLabel },
        {
          key: "erase",
          header: <span className="sr-only">{t("privacyRegister.erasure.person.select")}</span>,
          cell: (p) => (
            <Link to={linkTo(p)} preventScrollReset className={buttonClass("ghost", "sm")} aria-label={t("privacyRegister.erasure.person.selectLabel", { name: p.name })}>
              {t("privacyRegister.erasure.person.select")}
            </Link>
          ),
        },
      ]}
    />
  );
}

export default function PersonErasure() {
  const { search, tooShort, results, offered, chosen, suggestedReason } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const withSearch = (extra: Record<string, string>) => `${pathname}?${new URLSearchParams({ ...(search ? { suche: search } : {}), ...extra }).toString()}`;
  const linkTo = (p: Person) => `${withSearch({ person: p.key })}#confirm-title`;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <BackLinkTitle backTo="/verband/datenschutz" backLabel={t("privacyRegister.record.title")}>
          {t("privacyRegister.erasure.person.title")}
        </BackLinkTitle>
        <p className="mt-1 text-slate-700">{t("privacyRegister.erasure.person.intro")}</p>
      </div>
      {chosen ? <ConfirmErasure key={chosen.key} person={chosen} suggestedReason={suggestedReason} cancelTo={withSearch({})} /> : null}
      <SectionCard id="search" heading={t("privacyRegister.erasure.person.searchSubmit")}>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
          <div className="space-y-1">
            <label htmlFor="person-search" className="block font-medium text-slate-900">
              {t("privacyRegister.erasure.person.searchLabel")}
            </label>
            <input
              id="person-search"
              name="suche"
              type="search"
              defaultValue={search}
              aria-describedby="person-search-hint"
              aria-invalid={tooShort || undefined}
              className="h-control w-72 rounded-md border border-slate-400 px-3"
            />
            <p id="person-search-hint" className={tooShort ? "text-sm text-red-800" : "text-sm text-slate-600"}>
              {tooShort ? t("privacyRegister.erasure.person.searchTooShort") : t("privacyRegister.erasure.person.searchHint")}
            </p>
          </div>
          <button type="submit" className={buttonClass("primary", "md", "mb-6")}>
            {t("privacyRegister.erasure.person.searchSubmit")}
          </button>
        </Form>
        {results ? <PeopleTable caption={t("privacyRegister.erasure.person.resultsCaption")} rows={results} empty={t("privacyRegister.erasure.person.noResults")} linkTo={linkTo} /> : null}
      </SectionCard>
      <SectionCard id="suspended" heading={t("privacyRegister.erasure.person.suspendedTitle")} intro={t("privacyRegister.erasure.person.suspendedIntro")}>
        <PeopleTable caption={t("privacyRegister.erasure.person.suspendedCaption")} rows={offered} empty={t("privacyRegister.erasure.person.suspendedEmpty")} linkTo={linkTo} extra />
      </SectionCard>
    </div>
  );
}
