/** The element drawer (URL state): create ("add") or edit one element of the page; everything comes from its description. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { elementAction, elementLoader } from "~/.server/page-builder";
import { CollectionEdit, collectionEditMeta } from "~/components/collections/collection-edit";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return elementLoader(args);
}
export function action(args: ActionFunctionArgs) {
  return elementAction(args);
}
export const meta = collectionEditMeta;
export default CollectionEdit;
