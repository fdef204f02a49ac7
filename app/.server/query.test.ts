import { describe, expect, it } from "vitest";
import { dateParam, enumParam, flagParam, idParam, intParam, pageParam, textParam, yearParam } from "./query";

const url = (query: string) => new URL(`http://portal.test/liste?${query}`);

/** The status a helper answers with: 200 when it returns, the thrown Response's otherwise. */
function statusOf(read: () => unknown): number {
  try {
    read();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("query helpers", () => {
  it("read a calendar day: absent, a real day, or the 400 for a malformed or impossible one", () => {
    expect(dateParam(url(""), "from")).toBeUndefined();
    expect(dateParam(url("from="), "from")).toBeUndefined();
    expect(dateParam(url("from=2026-02-28"), "from")).toBe("2026-02-28");
    for (const bad of ["from=2026-02-30", "from=2026-13-01", "from=28.02.2026", "from=2026-2-8", "from=2026-02-28&from=2026-03-01"]) {
      expect(statusOf(() => dateParam(url(bad), "from")), bad).toBe(400);
    }
  });

  it("read a report's year: absent, a year, or the 400 for anything else (twice included)", () => {
    expect(yearParam(url("year="))).toBeUndefined();
    expect(yearParam(url("year=2025"))).toBe("2025");
    for (const bad of ["year=1999", "year=25", "year=2025x", "year=2025&year=2026"]) expect(statusOf(() => yearParam(url(bad))), bad).toBe(400);
  });

  it("keep the default for an absent or empty value", () => {
    expect(intParam(url(""), "brand")).toBeUndefined();
    expect(intParam(url("brand="), "brand")).toBeUndefined();
    expect(pageParam(url("page="))).toBe(1);
    expect(enumParam(url("when="), "when", ["past", "upcoming"])).toBeUndefined();
    expect(textParam(url(""), "q")).toBe("");
    expect(idParam(url("image="), "image")).toBeUndefined();
    expect(flagParam(url("x=1"), "unread")).toBe(false);
  });

  it("read well-formed values", () => {
    expect(pageParam(url("page=3"))).toBe(3);
    expect(intParam(url("brand=2147483647"), "brand")).toBe(2147483647);
    expect(enumParam(url("when=past"), "when", ["past", "upcoming"])).toBe("past");
    expect(textParam(url("q=%20K%C3%BCche%20"), "q")).toBe("Küche");
    expect(idParam(url("image=3F6A2C1E-8B4D-4E7A-9C15-2D7E8F9A0B01"), "image")).toBe("3f6a2c1e-8b4d-4e7a-9c15-2d7e8f9a0b01");
    expect(flagParam(url("unread"), "unread")).toBe(true);
    expect(flagParam(url("unread=true"), "unread")).toBe(true);
  });

  it.each(["page=abc", "page=-1", "page=0", "page=1e9", "page=1.5", "page=100001", "page=%00", "page=1&page=2", "page=%201"])("answer 400 for %s", (query) => {
    expect(statusOf(() => pageParam(url(query)))).toBe(400);
  });

  it("answer 400 for ints past the integer range, unknown choices, over-long or NUL text, bad ids and flags", () => {
    expect(statusOf(() => intParam(url("brand=2147483648"), "brand"))).toBe(400);
    expect(statusOf(() => intParam(url("brand=99999999999999999999"), "brand"))).toBe(400);
    expect(statusOf(() => enumParam(url("when=morgen"), "when", ["past", "upcoming"]))).toBe(400);
    expect(statusOf(() => textParam(url(`q=${"x".repeat(101)}`), "q"))).toBe(400);
    expect(statusOf(() => enumParam(url(`when=${"x".repeat(201)}`), "when", ["past"]))).toBe(400);
    expect(statusOf(() => textParam(url("q=a%00b"), "q"))).toBe(400);
    expect(statusOf(() => textParam(url(`q=${"x".repeat(60)}`), "q", 50))).toBe(400);
    expect(statusOf(() => idParam(url("image=../../etc/passwd"), "image"))).toBe(400);
    expect(statusOf(() => flagParam(url("unread=vielleicht"), "unread"))).toBe(400);
  });

  it("answer the German text", async () => {
    let thrown: unknown;
    try {
      pageParam(url("page=abc"));
    } catch (error) {
      thrown = error;
    }
    expect(await (thrown as Response).text()).toBe("Ungültige Adresse");
  });
});

describe("upload answers in the URL", () => {
  it("reads a multi-photo upload's results, and answers 400 for a malformed one", async () => {
    const { galleryResultsOf, uploadStateOf } = await import("./upload-state");
    expect(galleryResultsOf(url("result=ok:foto%201.jpg&result=too-large:gross.jpg&more=3"))).toEqual({ files: [{ code: "ok", name: "foto 1.jpg" }, { code: "too-large", name: "gross.jpg" }], more: 3 });
    expect(galleryResultsOf(url("more=2"))).toBeNull();
    for (const query of ["result=evil:%3Cscript%3E", "result=nocolon", "result=ok:a&more=-1"]) expect(statusOf(() => galleryResultsOf(url(query)))).toBe(400);
    expect(uploadStateOf(url("upload=wrong-type")).error).toBe("wrong-type");
    for (const query of ["upload=kaputt", "image=12", "pending=x&duplicate=y"]) expect(statusOf(() => uploadStateOf(url(query)))).toBe(400);
  });
});
