import { describe, expect, it } from "vitest";
import { mailHtml } from "./layout";

describe("mail HTML layout", () => {
  it("escapes the text, keeps paragraphs and lines, and links web addresses without the sentence's full stop", () => {
    const html = mailHtml("Prüfung <intern>", 'Guten Tag,\n\nIhr Dokument „<script>“ & "Co" wurde geprüft.\nZum Dokument: https://portal.example/document-review/7.\n\nGruß', "de");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Prüfung &lt;intern&gt;</title>");
    expect(html).toContain("„&lt;script&gt;“ &amp; &quot;Co&quot; wurde geprüft.<br>Zum Dokument: ");
    expect(html).toContain('<a href="https://portal.example/document-review/7" style="color:#00558c">https://portal.example/document-review/7</a>.</p>');
    expect(html).not.toContain("<script>");
    expect(html.match(/<p style="margin:0 0 16px">/g)).toHaveLength(3);
  });

  it("keeps a link's query and escapes it in the attribute", () => {
    const html = mailHtml("Passwort", "https://portal.example/reset?token=a_b-c&x=1", "de");
    expect(html).toContain('<a href="https://portal.example/reset?token=a_b-c&amp;x=1"');
  });
});
