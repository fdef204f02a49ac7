/** /page-builder: the page tree (issue 13). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { treeAction, treeLoader } from "~/.server/page-builder";
import { PageTree, pageTreeMeta } from "~/components/page-builder/page-tree";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return treeLoader(args);
}
export function action(args: ActionFunctionArgs) {
  return treeAction(args);
}
export const meta = pageTreeMeta;
export default PageTree;
