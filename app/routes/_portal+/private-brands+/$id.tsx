/** Create ("add") or edit one entry of the private brands (spec §2 /Private-Brands); everything comes from its description. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editAction, editLoader } from "~/.server/collection-screens";
import { CollectionEdit, collectionEditMeta } from "~/components/collections/collection-edit";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return editLoader("privateBrands")(args);
}
export function action(args: ActionFunctionArgs) {
  return editAction("privateBrands")(args);
}
export const meta = collectionEditMeta;
export default CollectionEdit;
