/** marken: the association's catalogue "brands" for the Redaktion — the one catalogue list (decision 0957). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { catalogueListAction, catalogueListLoader } from "~/.server/catalogue-screens";
import { CatalogueList } from "~/components/catalogue/catalogue-list";
import { t } from "~/i18n";
import { registerAssociationCatalogue } from "~/locales/de/association-catalogue";

registerAssociationCatalogue();

export const meta: MetaFunction = () => [{ title: `${t("catalogue.titles.brands")} – ${t("portal.title")}` }];

export function loader(args: LoaderFunctionArgs) {
  return catalogueListLoader("brands")(args);
}

export function action(args: ActionFunctionArgs) {
  return catalogueListAction("brands")(args);
}

export default function Page() {
  return <CatalogueList />;
}
