/**
 * /page-builder: the company's editable pages as a nested list (issue 13, spec §2 page tree) with
 * edit, add child page, move up / down among siblings, move under another page and delete — each
 * a plain form post or a link, so the tree works without JavaScript and by keyboard. Deleting a
 * page with child pages asks first (URL state ?delete=) and names the pages that go with it.
 */
import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { TreeLoader } from "~/.server/page-builder";
import { PageTitle } from "~/components/content/page-title";
import { ConfirmDialog, IntentForm } from "~/components/editing/confirm-dialog";
import { SortButtons } from "~/components/editing/sort-buttons";
import { buttonClass } from "~/components/ui/button";
import { t as translate, useTranslation } from "~/i18n";
import { descendants, type TreeNode } from "~/lib/page-builder/tree";
import { registerPageBuilderTree } from "~/locales/de/page-builder-tree";
import { germanOf, itemName } from "~/components/collections/field-value";
import { statusKey } from "./status";

registerPageBuilderTree();

type Data = Awaited<ReturnType<TreeLoader>>;
type Page = Data["tree"][number]["page"];

export const pageTreeMeta: MetaFunction = () => [{ title: `${translate("pageBuilder.title")} – ${translate("portal.title")}` }];

function flatten(nodes: readonly TreeNode<Page>[]): Page[] {
  return nodes.flatMap((n) => [n.page, ...flatten(n.children)]);
}

function PageNode({ node, siblings, index, all }: { node: TreeNode<Page>; siblings: readonly TreeNode<Page>[]; index: number; all: readonly Page[] }) {
  const { t } = useTranslation();
  const { page } = node;
  const name = itemName(page, null);
  const de = germanOf(page);
  const below = new Set(descendants(node).map((p) => p.id));
  const targets = all.filter((p) => p.id !== page.id && !below.has(p.id));
  const selectId = `move-${page.id}`;
  return (
    <li id={`page-${page.id}`} className="mt-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <div className="min-w-48 flex-1">
          <Link to={`/page-builder/edit-page/${page.id}`} className="font-medium text-brand-700 underline">
            {name}
          </Link>
          <p className="text-sm text-slate-600">
            {t(statusKey(de?.status))}
            {typeof de?.slug === "string" ? ` · /${de.slug}` : ""}
            {page.hide_in_navigation === true ? ` · ${t("pageBuilder.hidden")}` : ""}
          </p>
        </div>
        <SortButtons item={page.id} previous={siblings[index - 1]?.page.id} next={siblings[index + 1]?.page.id} name={name} />
        <Form method="post" preventScrollReset className="flex items-end gap-1">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={page.id} />
          <input type="hidden" name="version" value={page.version} />
          <label htmlFor={selectId} className="sr-only">
            {t("pageBuilder.moveUnderLabel", { name })}
          </label>
          <select id={selectId} name="parent" defaultValue={typeof page.parent === "number" ? String(page.parent) : ""} className="h-control rounded-md border border-slate-400 px-2 text-sm">
            <option value="">{t("pageBuilder.topLevel")}</option>
            {targets.map((p) => (
              <option key={p.id} value={p.id}>
                {itemName(p, null)}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass("secondary", "sm")} aria-label={t("pageBuilder.moveUnderLabel", { name })}>
            {t("pageBuilder.move")}
          </button>
        </Form>
        <Link to={`/page-builder/edit-page/add?parent=${page.id}`} className={buttonClass("secondary", "sm")} aria-label={t("pageBuilder.addChildLabel", { name })}>
          {t("pageBuilder.addChild")}
        </Link>
        <Link to={`?delete=${page.id}`} preventScrollReset className={buttonClass("ghost", "sm")} aria-label={t("website.deleteLabel", { name })}>
          {t("website.delete")}
        </Link>
      </div>
      {node.children.length ? (
        <ul className="ml-6 border-l-2 border-slate-200 pl-3" aria-label={t("pageBuilder.addChildLabel", { name }).replace(/ anlegen$/, "")}>
          {node.children.map((child, i) => (
            <PageNode key={child.page.id} node={child} siblings={node.children} index={i} all={all} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function PageTree() {
  const { tree, pageData, deleting } = useLoaderData<TreeLoader>();
  const { t } = useTranslation();
  const all = flatten(tree);
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle
        title={t("pageBuilder.title")}
        intro={t("pageBuilder.intro")}
        actions={
          <Link to="/page-builder/edit-page/add" className={buttonClass("primary")}>
            {t("pageBuilder.addPage")}
          </Link>
        }
      />
      {deleting ? (
        <ConfirmDialog
          title={t("pageBuilder.deleteTitle")}
          cancelTo="/page-builder"
          cancelLabel={t("masterdata.cancel")}
          actions={
            <IntentForm
              intent="delete"
              fields={deleting.children.length ? { id: deleting.page.id, children: "with" } : { id: deleting.page.id }}
              label={deleting.children.length ? t("pageBuilder.deleteChildrenConfirm") : t("pageBuilder.deleteConfirm")}
              className={buttonClass("primary")}
            />
          }
        >
          <p>{t("pageBuilder.deleteText", { name: itemName(deleting.page, null) })}</p>
          {deleting.children.length ? <p className="mt-2 font-medium">{t("pageBuilder.deleteChildren", { count: deleting.children.length, names: deleting.children.map((c) => c.name).join(", ") })}</p> : null}
        </ConfirmDialog>
      ) : null}
      <section aria-labelledby="tree-title">
        <h2 id="tree-title" className="text-lg font-semibold">
          {t("pageBuilder.tree")}
        </h2>
        {tree.length === 0 ? (
          <p className="mt-2 text-slate-600">{t("pageBuilder.empty")}</p>
        ) : (
          <ul>
            {tree.map((node, i) => (
              <PageNode key={node.page.id} node={node} siblings={tree} index={i} all={all} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="page-data-title" className="mt-8">
        <h2 id="page-data-title" className="text-lg font-semibold">
          {t("pageBuilder.pageData")}
        </h2>
        <ul className="mt-2 space-y-1">
          {pageData.map((d) => (
            <li key={d.id}>
              <Link to={`/page-builder/edit-page-data/${d.id}`} className="text-brand-700 underline">
                {d.name}
              </Link>
              {d.access === "read" ? <span className="ml-2 rounded bg-slate-100 px-1 text-xs text-slate-700">{t("website.shared")}</span> : null}
            </li>
          ))}
        </ul>
        <Link to="/page-builder/edit-page-data/add" className={`${buttonClass("secondary", "sm")} mt-2`}>
          {t("pageBuilder.pageDataAdd")}
        </Link>
      </section>
    </div>
  );
}
