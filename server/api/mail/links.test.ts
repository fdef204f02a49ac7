import { describe, expect, it } from "vitest";
import { relativeLinksOf } from "./links";
import { mailHtml } from "./layout";

describe("relativeLinksOf", () => {
  it("finds bare paths in the link, the text, the HTML and List-Unsubscribe", () => {
    const text = "Guten Tag,\n\nZum Dokument: /document-review/18/new-version\nGültig bis 12/2026.";
    expect(
      relativeLinksOf({ text, html: '<a href="/login">Anmelden</a><img src="https://x.example/a.png">', link: "/document-review/18", headers: { "List-Unsubscribe": "</unsubscribe/abc>" } }),
    ).toEqual(["/document-review/18", "/document-review/18/new-version", "/login", "/unsubscribe/abc"]);
  });

  it("accepts absolute http(s) links with a host, in the shared layout too", () => {
    const text = "Zum Portal: https://partner.example.org/login?x=1 (oder http://localhost:3000/dashboard)";
    expect(relativeLinksOf({ text, html: mailHtml("Betreff", text, "de"), link: "http://localhost:3000/login", headers: { "List-Unsubscribe": "<https://partner.example.org/unsubscribe/t>" } })).toEqual([]);
    expect(relativeLinksOf({ text: "", link: "http:///login" })).toEqual(["http:///login"]);
  });
});
