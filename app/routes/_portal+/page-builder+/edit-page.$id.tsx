/** /page-builder/edit-page/{id}: page details and the page's elements; the element drawer is the child route. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pageAction, pageLoader } from "~/.server/page-builder";
import { PageEdit, pageEditMeta } from "~/components/page-builder/page-edit";

// Function declarations, so the compiler drops them (and the server module) from the browser bundle.
export function loader(args: LoaderFunctionArgs) {
  return pageLoader(args);
}
export function action(args: ActionFunctionArgs) {
  return pageAction(args);
}
export const meta = pageEditMeta;
export default PageEdit;
