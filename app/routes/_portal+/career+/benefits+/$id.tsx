/** Create ("add") or edit one entry of this career collection; everything comes from its description. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editAction, editLoader } from "~/.server/collection-screens";
import { CollectionEdit, collectionEditMeta } from "~/components/collections/collection-edit";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return editLoader("benefits")(args);
}
export function action(args: ActionFunctionArgs) {
  return editAction("benefits")(args);
}
export const meta = collectionEditMeta;
export default CollectionEdit;
