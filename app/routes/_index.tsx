import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectKeepingToast } from "~/.server/toast";

/** '/' has no screen of its own: signed-in users go to the dashboard, everyone else signs in. */
export async function loader({ context }: LoaderFunctionArgs) {
  throw await redirectKeepingToast(context, context.signedIn ? "/dashboard" : "/login");
}
