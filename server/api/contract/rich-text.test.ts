import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { htmlKey, renderRichText, withRichTextHtml } from "./rich-text";

/** The published evasion list (tests/fixtures/xss-filter-evasion.txt): name and vector per block. */
function vectors(): { name: string; vector: string }[] {
  const text = readFileSync(fileURLToPath(new URL("../../../tests/fixtures/xss-filter-evasion.txt", import.meta.url)), "utf8");
  return text
    .split(/\n----\n/)
    .slice(1)
    .map((block) => {
      const [head, ...rest] = block.split("\n");
      return { name: head!.replace(/^## /, ""), vector: rest.join("\n") };
    });
}

const TAGS = new Set(["p", "br", "strong", "em", "h2", "h3", "ul", "ol", "li", "a"]);

/**
 * Everything in `html` a browser could run or load: a tag outside the subset, any attribute but
 * a link's href (and a list's start), an href whose scheme (after decoding entities and dropping
 * what browsers ignore) is not http(s) or mailto, a comment, a processing instruction or CDATA.
 */
function executable(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!TAGS.has(name)) found.push(`tag <${name}>`);
        for (const [attr, value] of Object.entries(attributes)) {
          const allowed = (name === "a" && attr === "href") || (name === "ol" && attr === "start");
          if (!allowed) found.push(`attribute ${attr} on <${name}>`);
          if (attr === "href") {
            // browsers strip ASCII whitespace and control characters out of a URL's scheme
            const plain = [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f)).join("").toLowerCase();
            if (!/^(https?:\/\/|mailto:)/.test(plain)) found.push(`href ${value}`);
          }
        }
      },
      oncomment: (c) => void found.push(`comment ${c}`),
      onprocessinginstruction: (name) => void found.push(`instruction ${name}`),
      oncdatastart: () => void found.push("cdata"),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeCDATA: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe("formatted text: the subset", () => {
  it("renders paragraphs, bold, italic, two heading levels, lists and links", () => {
    const html = renderRichText("## Ihre Aufgaben\n\nSie beraten **Kundinnen** und *Kunden*.\n\n- Planung\n- Aufmaß\n\n1. Erstens\n2. Zweitens\n\n### Kontakt\n\n[Website](https://www.moebel-sommer.de) oder [E-Mail](mailto:jobs@moebel-sommer.de)");
    expect(html).toBe(
      [
        "<h2>Ihre Aufgaben</h2>",
        "<p>Sie beraten <strong>Kundinnen</strong> und <em>Kunden</em>.</p>",
        "<ul>\n<li>Planung</li>\n<li>Aufmaß</li>\n</ul>",
        "<ol>\n<li>Erstens</li>\n<li>Zweitens</li>\n</ol>",
        "<h3>Kontakt</h3>",
        '<p><a href="https://www.moebel-sommer.de">Website</a> oder <a href="mailto:jobs@moebel-sommer.de">E-Mail</a></p>',
      ].join("\n"),
    );
  });

  it("keeps headings to two levels below the page's h1", () => {
    expect(renderRichText("# Eins\n\n#### Vier")).toBe("<h2>Eins</h2>\n<h3>Vier</h3>");
  });

  it("renders plain text saved before formatting existed as paragraphs, as before, with its line breaks", () => {
    expect(renderRichText("Seit 1962 in Bielefeld.\nFamiliengeführt.\n\nMit Küchenstudio.")).toBe("<p>Seit 1962 in Bielefeld.<br />\nFamiliengeführt.</p>\n<p>Mit Küchenstudio.</p>");
  });

  it("leaves links to other schemes, relative ones, images, code and raw HTML as text", () => {
    const html = renderRichText("[ftp](ftp://x.de) [rel](/intern) `code` <b>fett</b>");
    expect(html).not.toContain("<a");
    // an image's syntax is at most a link to it
    expect(renderRichText("![Bild](https://x.de/a.png)")).toBe('<p>!<a href="https://x.de/a.png">Bild</a></p>');
    expect(html).not.toContain("<code");
    expect(html).toContain("&lt;b&gt;fett&lt;/b&gt;");
  });

  it("answers the HTML beside each formatted field, null for an empty one, and leaves absent fields absent", () => {
    const out = withRichTextHtml({ title: "T", text: "**a**", teaser: "", other: 1 }, ["text", "teaser", "missing"]);
    expect(out).toEqual({ title: "T", text: "**a**", [htmlKey("text")]: "<p><strong>a</strong></p>", teaser: "", teaser_html: null, other: 1 });
    expect(renderRichText(null)).toBe("");
  });
});

describe("formatted text: the XSS filter evasion list", () => {
  const list = vectors();

  it("reads the whole list", () => {
    expect(list.length).toBeGreaterThan(120);
    expect(list.every((v) => v.name && v.vector)).toBe(true);
  });

  it("the checker itself finds what it must refuse", () => {
    expect(executable('<p onclick="x">a</p><script>1</script><a href=" java&#x09;script:1">b</a><!-- c -->')).toEqual([
      "attribute onclick on <p>",
      "tag <script>",
      "href  java\tscript:1",
      "comment  c ",
    ]);
  });

  for (const { name, vector } of list) {
    it(`makes "${name}" inert`, () => {
      // as typed, inside a link's text and address, a list item and emphasis
      for (const markup of [vector, `[${vector}](${vector})`, `- ${vector}`, `**${vector}**`, `[Text](${vector})`]) {
        const html = renderRichText(markup);
        expect(executable(html), `${name}: ${html}`).toEqual([]);
      }
    });
  }
});
