/** /page-builder/edit-page-data/{id}: create ("add") or edit page data (spec §3 trading_partner_page_data). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editAction, editLoader } from "~/.server/collection-screens";
import { CollectionEdit, collectionEditMeta } from "~/components/collections/collection-edit";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return editLoader("pageBuilderPageData")(args);
}
export function action(args: ActionFunctionArgs) {
  return editAction("pageBuilderPageData")(args);
}
export const meta = collectionEditMeta;
export default CollectionEdit;
