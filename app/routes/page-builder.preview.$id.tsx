/**
 * /page-builder/preview/{id}: the page as the public website renders it — server-rendered HTML
 * with no JavaScript at all (a resource route, so no scripts are ever attached).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { previewLoader } from "~/.server/page-builder";

export function loader(args: LoaderFunctionArgs) {
  return previewLoader(args);
}
