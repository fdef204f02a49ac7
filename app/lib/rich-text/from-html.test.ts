import { parseDocument } from "htmlparser2";
import type { AnyNode } from "domhandler";
import { describe, expect, it } from "vitest";
import { renderRichText } from "#contract/rich-text";
import { htmlToMarkdown, type HtmlNode } from "./from-html";

/** htmlparser2's tree seen through the few DOM members the converter reads. */
function adapt(node: AnyNode): HtmlNode {
  if (node.type === "text") return { nodeType: 3, data: node.data, childNodes: [] };
  if ("attribs" in node) return { nodeType: 1, localName: node.name.toLowerCase(), childNodes: node.children.map(adapt), getAttribute: (a) => node.attribs[a] ?? null };
  return { nodeType: 8, childNodes: [] };
}
const convert = (html: string) => htmlToMarkdown({ nodeType: 1, localName: "body", childNodes: parseDocument(html).children.map(adapt) });

// As Word 365 puts a bulleted and a numbered list on the clipboard (shortened).
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0cm}</style></head><body lang=DE>
<p class=MsoNormal><b>Ihre Aufgaben</b><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><b>Beratung</b> im Küchenstudio<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Aufmaß beim <i>Kunden</i><o:p></o:p></p>
<p class=MsoNormal>Bewerbung an <a href="mailto:jobs@moebel-sommer.de">jobs@moebel-sommer.de</a><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span></span><![endif]>Unterlagen senden<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level2 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>a.<span>&nbsp;&nbsp; </span></span></span><![endif]>Lebenslauf<o:p></o:p></p>
</body></html>`;

describe("pasting HTML as the Markdown subset", () => {
  it("keeps Word's bold, italic, bulleted and numbered lists and links", () => {
    expect(convert(WORD)).toBe(
      ["**Ihre Aufgaben**", "", "- **Beratung** im Küchenstudio", "- Aufmaß beim *Kunden*", "", "Bewerbung an [jobs@moebel-sommer.de](mailto:jobs@moebel-sommer.de)", "", "1. Unterlagen senden", "   1. Lebenslauf"].join("\n"),
    );
    const html = renderRichText(convert(WORD));
    expect(html).toContain("<ul>\n<li><strong>Beratung</strong> im Küchenstudio</li>");
    expect(html).toContain('<a href="mailto:jobs@moebel-sommer.de">');
    expect(html).toMatch(/<ol>\n<li>Unterlagen senden\n<ol>\n<li>Lebenslauf<\/li>/);
  });

  it("keeps lists, headings, styled bold and links of a web page or Outlook mail, and drops the rest", () => {
    const html = `<h1>Über uns</h1><h2>Team</h2><p>Text <span style="font-weight:700">fett</span> <b style="font-weight:normal">normal</b> <a href="https://www.moebel-sommer.de">Website</a> <a href="javascript:alert(1)">böse</a><img src=x onerror=alert(1)></p><ul><li>Eins</li><li>Zwei<ul><li>Zwei-a</li></ul></li></ul><ol><li>Erst</li><li>Dann</li></ol><script>alert(1)</script><style>p{}</style>`;
    expect(convert(html)).toBe(
      ["## Über uns", "", "### Team", "", "Text **fett** normal [Website](https://www.moebel-sommer.de) böse", "", "- Eins", "- Zwei", "   - Zwei-a", "1. Erst", "2. Dann"].join("\n"),
    );
  });

  it("keeps Markdown's own characters in pasted text as text", () => {
    expect(convert("<p>1. Liga</p><p>2024 war gut</p><p>*Stern* [Klammer] - Strich</p><p># Raute</p>")).toBe(["1\\. Liga", "", "2024 war gut", "", "\\*Stern\\* \\[Klammer\\] - Strich", "", "\\# Raute"].join("\n"));
    expect(renderRichText(convert("<p>1. Liga</p><p>*Stern*</p>"))).toBe("<p>1. Liga</p>\n<p>*Stern*</p>");
  });
});
