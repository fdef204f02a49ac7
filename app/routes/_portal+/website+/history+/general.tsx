/** /Website/History/general: the company's history text and its sorted history gallery — the singleton history page on the collection editor. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editAction, editLoader } from "~/.server/collection-screens";
import { CollectionEdit, collectionEditMeta } from "~/components/collections/collection-edit";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return editLoader("historyGeneral")(args);
}
export function action(args: ActionFunctionArgs) {
  return editAction("historyGeneral")(args);
}
export const meta = collectionEditMeta;
export default CollectionEdit;
