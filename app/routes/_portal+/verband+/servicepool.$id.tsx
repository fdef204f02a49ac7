/** servicepool/{id|neu}: create or edit an entry of the catalogue "partner_services" — the one catalogue form (decision 0957). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { catalogueEditAction, catalogueEditLoader } from "~/.server/catalogue-screens";
import { CatalogueEdit } from "~/components/catalogue/catalogue-edit";
import { t } from "~/i18n";
import { registerAssociationCatalogue } from "~/locales/de/association-catalogue";

registerAssociationCatalogue();

export const meta: MetaFunction = () => [{ title: `${t("catalogue.titles.partner_services")} – ${t("portal.title")}` }];

export function loader(args: LoaderFunctionArgs) {
  return catalogueEditLoader("partner_services")(args);
}

export function action(args: ActionFunctionArgs) {
  return catalogueEditAction("partner_services")(args);
}

export default function Page() {
  return <CatalogueEdit />;
}
