/**
 * /page-builder/edit-page/{id}: the page details (the described pages screen) and the page's
 * elements — add one of the five types, edit, move up / down, unlink — with the element drawer as
 * a child route (URL state: /element/{type}/{id}). While the drawer is open the page shows its
 * elements beside it; closing the drawer is a link back to the page, which drops the element, its
 * data and the page from the URL state.
 */
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef } from "react";
import type { PageLoader } from "~/.server/page-builder";
import { CollectionEdit, collectionEditMeta } from "~/components/collections/collection-edit";
import { IntentForm } from "~/components/editing/confirm-dialog";
import { SortButtons } from "~/components/editing/sort-buttons";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n";
import { itemName } from "~/components/collections/field-value";

export const pageEditMeta = collectionEditMeta as unknown as MetaFunction<PageLoader>;

function Elements() {
  // The page builder's texts come translated with the loader data, so the drawer route stays within its first-visit budget.
  const { item, elements, types, texts } = useLoaderData<PageLoader>();
  const { t } = useTranslation();
  if (!item) return <p className="mt-6 text-slate-600">{texts.elementsSaveFirst}</p>;
  if (item.access !== "edit") return null;
  const base = `/page-builder/edit-page/${item.id}`;
  return (
    <section id="elements" aria-labelledby="elements-title" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="elements-title" className="text-lg font-semibold">
        {texts.elements}
      </h2>
      {elements.length === 0 ? (
        <p className="mt-2 text-slate-600">{texts.elementsEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {elements.map((e, i) => (
            <li key={e.link} id={`element-${e.link}`} className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-2">
              <div className="min-w-48 flex-1">
                <p className="font-medium">{e.name}</p>
                <p className="text-sm text-slate-600">
                  {e.typeLabel} · {e.statusLabel}
                </p>
              </div>
              <SortButtons intent="element-sort" item={e.link} previous={elements[i - 1]?.link} next={elements[i + 1]?.link} name={e.name} />
              <Link to={`${base}/element/${e.type}/${e.id}`} preventScrollReset className={buttonClass("secondary", "sm")} aria-label={e.editLabel}>
                {t("website.edit")}
              </Link>
              <IntentForm intent="element-unlink" fields={{ id: e.link }} label={texts.unlink} ariaLabel={e.unlinkLabel} className={buttonClass("ghost", "sm")} />
            </li>
          ))}
        </ol>
      )}
      <h3 className="mt-4 font-semibold">{texts.addElement}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {types.map((type) => (
          <li key={type.type}>
            <Link to={`${base}/element/${type.type}/add`} preventScrollReset className={buttonClass("secondary", "sm")}>
              {type.addLabel}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={`/page-builder/preview/${item.id}`} className={buttonClass("ghost", "sm")}>
          {texts.preview}
        </a>
      </p>
    </section>
  );
}

export function PageEdit() {
  const outlet = useOutlet();
  const { item, texts } = useLoaderData<PageLoader>();
  const { t } = useTranslation();
  const drawer = useRef<HTMLElement>(null);
  useEffect(() => {
    if (outlet) drawer.current?.querySelector<HTMLElement>("h1")?.focus();
  }, [outlet]);
  if (!outlet) {
    return (
      <>
        <CollectionEdit />
        <div className="mx-auto max-w-4xl">
          <Elements />
        </div>
      </>
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <p>
          <Link to="/page-builder" className="text-brand-700 underline">
            {t("masterdata.back")}
          </Link>
        </p>
        <p className="mt-2 text-xl font-semibold text-slate-900">{item ? itemName(item, null) : ""}</p>
        <Elements />
      </div>
      <aside ref={drawer} aria-label={texts.drawerTitle} className="rounded-lg border-2 border-brand-500 bg-slate-50 p-4 [&_h1]:outline-none">
        <p className="mb-2 text-right">
          <Link to={item ? `/page-builder/edit-page/${item.id}` : "/page-builder"} preventScrollReset className={buttonClass("ghost", "sm")}>
            {texts.drawerClose}
          </Link>
        </p>
        {outlet}
      </aside>
    </div>
  );
}
