/** The settings drawer's choices, kept per browser in a year-long cookie. */
import { createCookie } from "@remix-run/node";
import { parseShellSettings, type ShellSettings } from "~/lib/shell-settings";

const shellCookie = createCookie("portal.shell", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export async function readShellSettings(request: Request): Promise<ShellSettings> {
  return parseShellSettings(await shellCookie.parse(request.headers.get("Cookie")));
}

export function serializeShellSettings(request: Request, settings: ShellSettings): Promise<string> {
  return shellCookie.serialize(settings, { secure: new URL(request.url).protocol === "https:" });
}
