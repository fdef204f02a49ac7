/** The list of the private brands (spec §2 /Private-Brands); everything comes from its description. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listAction, listLoader } from "~/.server/collection-screens";
import { CollectionList, collectionListMeta } from "~/components/collections/collection-list";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return listLoader("privateBrands")(args);
}
export function action(args: ActionFunctionArgs) {
  return listAction("privateBrands")(args);
}
export const meta = collectionListMeta;
export default CollectionList;
