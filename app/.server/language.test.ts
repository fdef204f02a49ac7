import { describe, expect, it } from "vitest";
import { currentLanguage } from "~/i18n";
import { acceptedLanguage, accountLanguageRedirect, cookieLanguage, languageCookie, languageOfRequest, runInLanguage } from "./language";

describe("which language a request gets", () => {
  it("reads the i18n_redirected cookie, ignoring a language the portal lacks", () => {
    expect(cookieLanguage("auth.session=x; i18n_redirected=en; portal.shell=y")).toBe("en");
    expect(cookieLanguage("i18n_redirected=de")).toBe("de");
    expect(cookieLanguage("i18n_redirected=fr")).toBeUndefined();
    expect(cookieLanguage("my_i18n_redirected=en")).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it("takes the best-weighted of our languages from Accept-Language", () => {
    expect(acceptedLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(acceptedLanguage("pl-PL,pl;q=0.9,en;q=0.8,de;q=0.7")).toBe("en");
    expect(acceptedLanguage("fr;q=0.9,de;q=0.5,en;q=0.4")).toBe("de");
    expect(acceptedLanguage("en;q=0,de-AT")).toBe("de");
    expect(acceptedLanguage("it,tr")).toBeUndefined();
    expect(acceptedLanguage("")).toBeUndefined();
  });

  it("prefers the cookie, then Accept-Language, then German", () => {
    expect(languageOfRequest({ cookie: "i18n_redirected=de", acceptLanguage: "en" })).toBe("de");
    expect(languageOfRequest({ cookie: "i18n_redirected=en", acceptLanguage: "de" })).toBe("en");
    expect(languageOfRequest({ cookie: "other=1", acceptLanguage: "da,en;q=0.7" })).toBe("en");
    expect(languageOfRequest({ acceptLanguage: "da" })).toBe("de");
    expect(languageOfRequest({})).toBe("de");
  });

  it("keeps the language of each piece of work, also across awaits running side by side", async () => {
    expect(currentLanguage()).toBe("de");
    const seen = await Promise.all(
      (["en", "de", "en"] as const).map((language) =>
        runInLanguage(language, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return currentLanguage();
        }),
      ),
    );
    expect(seen).toEqual(["en", "de", "en"]);
    expect(currentLanguage()).toBe("de");
  });
});

describe("the account's language wins", () => {
  it("reloads a page shown in another language, with the cookie set to the account's", () => {
    const response = runInLanguage("de", () => accountLanguageRedirect(new Request("https://portal.example/news?page=2"), "en"));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/news?page=2");
    expect(response?.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(response?.headers.get("Set-Cookie")).toBe(languageCookie("en", true));
  });

  it("reloads the page itself for a data request", () => {
    const response = runInLanguage("en", () => accountLanguageRedirect(new Request("http://portal.example/news.data?_routes=root"), "de"));
    expect(response?.headers.get("Location")).toBe("/news");
    expect(response?.headers.get("Set-Cookie")).toBe("i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("leaves a page in the account's language and every form post alone", () => {
    expect(runInLanguage("en", () => accountLanguageRedirect(new Request("http://portal.example/dashboard"), "en"))).toBeNull();
    expect(runInLanguage("de", () => accountLanguageRedirect(new Request("http://portal.example/dashboard", { method: "POST" }), "en"))).toBeNull();
  });
});
