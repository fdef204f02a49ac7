/** The list of this career collection (spec §2); everything comes from its description. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAction, listLoader } from "~/.server/collection-screens";
import { CollectionList, collectionListMeta } from "~/components/collections/collection-list";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return listLoader("benefits")(args);
}
export function action(args: ActionFunctionArgs) {
  return listAction("benefits")(args);
}
export const meta = collectionListMeta;
export default CollectionList;
