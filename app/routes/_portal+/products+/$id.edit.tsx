/**
 * /Products/{id}/Edit (supplier only): assigns product groups from the published tree to one of
 * the company's brands. The tree is a nested list of checkboxes in a fieldset, with a share
 * field beside each group that asks for one — plain form controls, so it works by keyboard and
 * without JavaScript. The shares must sum to exactly 100 (spec §5); until they do, the sum and a
 * German sentence stand next to the figures and nothing is saved. With JavaScript the sum
 * follows the typing. Saving is PATCH extranet/brand/{id}; failures get the fetchProductGroups text.
 */
import { asSupplierView } from "#contract/endpoints/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { guardedLoad } from "~/.server/content";
import { idParam, saveFailure } from "~/.server/editing";
import { forbidden, requireRoute } from "~/.server/guards";
import { redirectWithToast } from "~/.server/toast";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { ErrorNotice } from "~/components/ui/error-notice";
import { ProductGroupTree, type TreeValues } from "~/components/supplier/product-group-tree";
import { buttonClass } from "~/components/ui/button";
import { t } from "~/i18n";
import { checkAssignment, formatTenths, type AssignmentCheck } from "~/lib/product-groups";
import { PUBLISHED_PRODUCT_GROUPS, type ProductGroup } from "#contract/product-groups";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.brand ? t("supplier.products.editTitle", { brand: data.brand.name }) : t("supplier.products.title")} – ${t("portal.title")}` },
];

async function load(request: Request, context: LoaderFunctionArgs["context"], rawId: string | undefined) {
  const id = idParam(rawId);
  const { data: loaded } = await guardedLoad(
    request,
    context,
    "products",
    async () => {
      const [brand, tree] = await Promise.all([context.upstream.call("brand", { params: { id: id } }).then(asSupplierView), context.upstream.call("productGroups", { query: PUBLISHED_PRODUCT_GROUPS })]);
      return { brand, tree };
    },
    t("supplier.products.forbidden"),
  );
  return loaded;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  try {
    return { ...(await load(request, context, params.id)), error: null };
  } catch (error) {
    // Spec §8: a failed product-group fetch goes to the shared error handler (fetchProductGroups).
    if (error instanceof Response || !isUpstreamError(error)) throw error;
    return { brand: null, tree: [] as ProductGroup[], error: t("supplier.errors.fetchProductGroups") };
  }
}

/** The ticked groups and the typed shares, as posted. */
function valuesOf(form: FormData): TreeValues {
  const groups = form
    .getAll("group")
    .map(String)
    .filter((v) => /^[1-9]\d{0,9}$/.test(v))
    .map(Number);
  const shares: Record<number, string> = {};
  for (const [name, value] of form) {
    const match = /^share-([1-9]\d{0,9})$/.exec(name);
    if (match && typeof value === "string") shares[Number(match[1])] = value.slice(0, 20);
  }
  return { groups, shares };
}

type ActionData = { values: TreeValues; check: AssignmentCheck | null; error: string | null };

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, "products", t("supplier.products.forbidden"));
  const id = idParam(params.id);
  const values = valuesOf(await request.formData());
  const refuse = (check: AssignmentCheck | null, error: string | null, status: number) => data<ActionData>({ values, check, error }, { status });
  let tree: ProductGroup[];
  try {
    tree = await context.upstream.call("productGroups", { query: PUBLISHED_PRODUCT_GROUPS });
  } catch (error) {
    return refuse(null, saveFailure(error, t("supplier.errors.fetchProductGroups")).message, 502);
  }
  const check = checkAssignment(tree, values);
  if (!check.payload) return refuse(check, t("supplier.products.notSaved"), 400);
  try {
    await context.upstream.call("brandProductGroupsUpdate", { params: { id }, body: check.payload });
  } catch (error) {
    if (isUpstreamError(error) && error.status === 403) throw forbidden(t("supplier.products.forbidden"));
    return refuse(check, saveFailure(error, t("supplier.errors.fetchProductGroups")).message, 400);
  }
  return redirectWithToast(context, "/products", { kind: "success", message: t("supplier.products.saved") });
}

export default function EditProductGroups() {
  const { brand, tree, error: loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const initial: TreeValues = actionData?.values ?? {
    groups: brand?.product_groups.map((g) => g.id) ?? [],
    shares: Object.fromEntries(brand?.product_groups.filter((g) => g.percentage !== null).map((g) => [g.id, String(g.percentage).replace(".", ",")]) ?? []),
  };
  // With JavaScript the sum follows the typing; without, it is the server's answer.
  const [live, setLive] = useState<AssignmentCheck | null>(null);
  // A submit (its answer follows) or another brand replaces what the typing computed. Not an effect
  // on the answer: it would run after the answer is painted and undo what the user types meanwhile.
  useEffect(() => setLive(null), [brand?.id]);
  const check = live ?? actionData?.check ?? checkAssignment(tree, initial);
  const error = actionData?.error ?? loadError;

  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo="/products" backLabel={t("supplier.products.back")} title={brand ? t("supplier.products.editTitle", { brand: brand.name }) : t("supplier.products.title")} />
      <ErrorNotice message={error} className="mb-4" />
      {brand ? (
        <Form
          key={brand.id}
          method="post"
          className="space-y-5 rounded-lg bg-white p-5 shadow-sm"
          onChange={(event) => setLive(checkAssignment(tree, valuesOf(new FormData(event.currentTarget))))}
          onSubmit={() => setLive(null)}
        >
          <input type="hidden" name="intent" value="save" />
          <ProductGroupTree tree={tree} values={initial} shareErrors={live ? {} : (actionData?.check?.shareErrors ?? {})} />
          <div id="share-sum" aria-live="polite" className={`rounded-md border p-3 ${check.sumRequired && !check.sumOk ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-slate-50"}`}>
            <p className="font-medium">
              {t("supplier.products.sum")}: <span data-testid="share-sum" className="tabular-nums">{`${formatTenths(check.sumTenths)} %`}</span>
            </p>
            {check.sumMessage ? <p className="text-sm">{check.sumMessage}</p> : null}
          </div>
          <button type="submit" className={buttonClass("primary")} disabled={submitting}>
            {t("supplier.products.save")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
