import { createCookieSessionStorage, type AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./language-choice";

/** A signed-in context whose API records what it was asked. */
async function contextOf(impersonating: boolean) {
  const sessionStorage = createCookieSessionStorage({ cookie: { name: "s", secrets: ["0123456789abcdef0123456789abcdef"] } });
  const calls: { name: string; body: unknown }[] = [];
  const context = {
    signedIn: true,
    impersonating,
    session: await sessionStorage.getSession(),
    sessionStorage,
    upstream: { call: async (name: string, options: { body: unknown }) => void calls.push({ name, body: options.body }) },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const form = (language: string) => {
  const data = new FormData();
  data.set("intent", "language");
  data.set("language", language);
  data.set("redirectTo", "/news");
  return data;
};

/** The settings form's post, as chooseLanguage receives it. */
const choose = (context: AppLoadContext, language: string) => chooseLanguage(new Request("http://portal.example/settings", { method: "POST" }), context, form(language));

describe("choosing a language", () => {
  it("stores it on the account and in the cookie", async () => {
    const { context, calls } = await contextOf(false);
    const response = await choose(context, "en");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/news");
    expect(calls).toEqual([{ name: "updateMe", body: { language: "en" } }]);
    expect(response.headers.get("set-cookie")).toContain("i18n_redirected=en");
  });

  it("while support acts as a partner: the browser's cookie only, the partner's account unchanged", async () => {
    const { context, calls } = await contextOf(true);
    const response = await choose(context, "en");
    expect(response.status).toBe(302);
    expect(calls).toEqual([]);
    expect(response.headers.get("set-cookie")).toContain("i18n_redirected=en");
  });

  it("refuses a language the portal lacks and changes nothing", async () => {
    const { context, calls } = await contextOf(false);
    const response = await choose(context, "fr");
    expect(response.status).toBe(302);
    expect(calls).toEqual([]);
    expect(response.headers.get("set-cookie")).not.toContain("i18n_redirected");
  });
});
