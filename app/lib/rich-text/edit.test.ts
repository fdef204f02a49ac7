import { describe, expect, it } from "vitest";
import { insertLink, toggleBlock, toggleInline } from "./edit";

const sel = (e: { value: string; start: number; end: number }) => e.value.slice(e.start, e.end);

describe("the toolbar's edits", () => {
  it("wraps the selection in bold or italic, and unwraps it again", () => {
    const bold = toggleInline("Wir beraten Sie gern.", 12, 15, "**", "Text");
    expect(bold.value).toBe("Wir beraten **Sie** gern.");
    expect(sel(bold)).toBe("Sie");
    expect(toggleInline(bold.value, bold.start, bold.end, "**", "Text").value).toBe("Wir beraten Sie gern.");
    expect(toggleInline("a **b** c", 2, 7, "**", "Text").value).toBe("a b c");
    // italic inside bold adds, it does not take the bold's markers
    expect(toggleInline("**b**", 2, 3, "*", "Text").value).toBe("***b***");
  });

  it("keeps spaces outside the markers and inserts a selected placeholder without a selection", () => {
    expect(toggleInline("a b c", 1, 4, "*", "Text").value).toBe("a *b* c");
    const empty = toggleInline("Hallo ", 6, 6, "**", "fetter Text");
    expect(empty.value).toBe("Hallo **fetter Text**");
    expect(sel(empty)).toBe("fetter Text");
  });

  it("turns the selected lines into a list, numbered or not, or a heading, and back", () => {
    const text = "Aufgaben:\nPlanung\nAufmaß\nEnde";
    const bullets = toggleBlock(text, 10, 23, "bullet");
    expect(bullets.value).toBe("Aufgaben:\n- Planung\n- Aufmaß\nEnde");
    expect(toggleBlock(bullets.value, bullets.start, bullets.end, "bullet").value).toBe(text);
    expect(toggleBlock(bullets.value, bullets.start, bullets.end, "numbered").value).toBe("Aufgaben:\n1. Planung\n2. Aufmaß\nEnde");
    expect(toggleBlock("Titel\nText", 2, 2, "h2").value).toBe("## Titel\nText");
    expect(toggleBlock("## Titel", 4, 4, "h3").value).toBe("### Titel");
    expect(toggleBlock("### Titel", 4, 4, "h3").value).toBe("Titel");
  });

  it("inserts a link with its address selected to be typed over", () => {
    const link = insertLink("Zur Website", 4, 11, "Linktext");
    expect(link.value).toBe("Zur [Website](https://)");
    expect(sel(link)).toBe("https://");
    const bare = insertLink("", 0, 0, "Linktext");
    expect(bare.value).toBe("[Linktext](https://)");
    expect(sel(bare)).toBe("Linktext");
  });
});
