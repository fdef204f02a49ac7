import { describe, expect, it } from "vitest";
import { PartStore, partsForRequest } from "./cached-parts";

const doc = (html: string) => Buffer.from(html, "utf8");
/** What a part's render puts in the document: its root element with the mark as first attribute. */
const marked = (id: string, inner: string) => `<nav data-cached-part="${id}" class="menu">${inner}</nav>`;

describe("cached parts", () => {
  it("stores a rendered part without its mark and fills the stored markup in on the next request", () => {
    const store = new PartStore();
    const first = partsForRequest(store);
    const miss = first.claim("sidebar/a");
    expect(miss.hit).toBe(false);
    const inner = "<ul><li><a href=\"/news\">News – Übersicht</a></li></ul><nav aria-label=\"innen\"><a>x</a></nav>";
    const page = first.apply(doc(`<body><p>vorher</p>${marked(miss.id, inner)}<main>danach</main></body>`));
    expect(page.toString()).toBe(`<body><p>vorher</p><nav class="menu">${inner}</nav><main>danach</main></body>`);

    const second = partsForRequest(store);
    const hit = second.claim("sidebar/a");
    expect(hit.hit).toBe(true);
    expect(second.apply(doc(`<body><p>vorher</p><nav data-cached-part="${hit.id}"></nav><main>danach</main></body>`)).toString()).toBe(page.toString());
  });

  it("keeps parts apart by key and handles several parts in one document", () => {
    const store = new PartStore();
    const parts = partsForRequest(store);
    const a = parts.claim("a");
    const b = parts.claim("b");
    const out = parts.apply(doc(`${marked(a.id, "A")}<div>${marked(b.id, "B")}</div>`)).toString();
    expect(out).toBe(`<nav class="menu">A</nav><div><nav class="menu">B</nav></div>`);
    const next = partsForRequest(store);
    const [b2, a2] = [next.claim("b"), next.claim("a")];
    expect(next.apply(doc(`<nav data-cached-part="${b2.id}"></nav>|<nav data-cached-part="${a2.id}"></nav>`)).toString()).toBe(`<nav class="menu">B</nav>|<nav class="menu">A</nav>`);
  });

  it("leaves a document alone whose part was not rendered, and a mark it did not hand out", () => {
    const store = new PartStore();
    const parts = partsForRequest(store);
    parts.claim("gone");
    const html = `<nav data-cached-part="someone-elses-0" class="menu">x</nav><p>Fehler</p>`;
    expect(parts.apply(doc(html)).toString()).toBe(html);
    expect(store.size).toBe(0);
  });

  it("does not take a longer tag name for the part's own", () => {
    const store = new PartStore();
    const parts = partsForRequest(store);
    const slot = parts.claim("k");
    const out = parts.apply(doc(`${marked(slot.id, "<navx-item>a</navx-item><nav>b</nav>")}<p>c</p>`)).toString();
    expect(out).toBe(`<nav class="menu"><navx-item>a</navx-item><nav>b</nav></nav><p>c</p>`);
  });

  it("forgets the least recently used parts beyond its size", () => {
    const store = new PartStore(100);
    store.set("a", Buffer.alloc(40));
    store.set("b", Buffer.alloc(40));
    store.get("a");
    store.set("c", Buffer.alloc(40));
    expect([store.get("a") !== undefined, store.get("b") !== undefined, store.get("c") !== undefined]).toEqual([true, false, true]);
  });
});
