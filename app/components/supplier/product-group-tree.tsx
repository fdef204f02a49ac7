/**
 * The product-group tree picker: one fieldset, a nested list of checkboxes (tree order by
 * breadcrumbs), and a share field beside each group with show_brand_percentage. Native controls
 * only, so Tab/Space/typing is all a keyboard user needs and it works without JavaScript.
 */
import { useTranslation } from "~/i18n";
import { groupTree, type GroupNode } from "~/lib/product-groups";
import type { ProductGroup } from "#contract/product-groups";
import { registerSupplier } from "~/locales/de/supplier";

registerSupplier();

export interface TreeValues {
  groups: number[];
  shares: Record<number, string>;
}

function Nodes({ nodes, values, shareErrors, level }: { nodes: GroupNode[]; values: TreeValues; shareErrors: Record<number, string>; level: number }) {
  const { t } = useTranslation();
  return (
    <ul className={level === 0 ? "space-y-3" : "mt-1 space-y-1 border-l border-slate-200 pl-6"}>
      {nodes.map((node) => {
        const checkbox = `group-${node.id}`;
        const share = `share-${node.id}`;
        const error = shareErrors[node.id];
        return (
          <li key={node.id}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <input type="checkbox" id={checkbox} name="group" value={node.id} defaultChecked={values.groups.includes(node.id)} className="h-4 w-4 border-slate-400" />
              <label htmlFor={checkbox} className={level === 0 ? "font-semibold" : undefined}>
                {node.title}
              </label>
              {node.show_brand_percentage ? (
                <span className="flex items-center gap-1 text-sm">
                  <input
                    id={share}
                    name={share}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={6}
                    size={6}
                    defaultValue={values.shares[node.id] ?? ""}
                    aria-label={t("supplier.products.shareLabel", { group: node.title })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${share}-error` : "share-sum"}
                    className="h-8 w-20 rounded-md border border-slate-300 px-2 text-right tabular-nums"
                  />
                  <span aria-hidden="true">%</span>
                </span>
              ) : null}
            </div>
            {error ? (
              <p id={`${share}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            {node.nodes.length ? <Nodes nodes={node.nodes} values={values} shareErrors={shareErrors} level={level + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function ProductGroupTree({ tree, values, shareErrors }: { tree: readonly ProductGroup[]; values: TreeValues; shareErrors: Record<number, string> }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">{t("supplier.products.treeLegend")}</legend>
      <p className="mb-3 text-sm text-slate-600">{t("supplier.products.treeHint")}</p>
      <Nodes nodes={groupTree(tree)} values={values} shareErrors={shareErrors} level={0} />
    </fieldset>
  );
}
