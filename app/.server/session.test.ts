import { describe, expect, it } from "vitest";
import { createPortalSessionStorage, SESSION_COOKIE } from "./session";

const SECRET = "s".repeat(40);
const tokens = { access_token: "eyJhbGciOiJIUzI1NiJ9.geheim.signatur", refresh_token: "refresh-geheim-1234567890", expires_at: 1 };

function cookieHeaderOf(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("auth.session cookie", () => {
  it("round-trips the tokens, and its value reveals none of them", async () => {
    const storage = createPortalSessionStorage(SECRET, false);
    const session = await storage.getSession(null);
    session.set("auth", tokens);
    session.set("parent", { ...tokens, access_token: "parent-access-geheim" });
    const header = cookieHeaderOf(await storage.commitSession(session));
    expect(header.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    // Decode every layer a curious reader would try: URL, base64 of the cookie, base64 inside.
    const value = decodeURIComponent(header.slice(SESSION_COOKIE.length + 1));
    const layers = [value, Buffer.from(value.split(".")[0]!, "base64").toString("utf8")];
    layers.push(Buffer.from(layers[1]!.replace(/"/g, ""), "base64url").toString("latin1"));
    for (const layer of layers) {
      expect(layer).not.toContain("geheim");
    }
    expect(header.length).toBeLessThan(4096);
    const reread = await storage.getSession(header);
    expect(reread.get("auth")).toEqual(tokens);
  });

  it("treats a tampered or foreign value as an empty session", async () => {
    const storage = createPortalSessionStorage(SECRET, false);
    const session = await storage.getSession(null);
    session.set("auth", tokens);
    const header = cookieHeaderOf(await storage.commitSession(session));
    const other = createPortalSessionStorage("t".repeat(40), false);
    expect((await other.getSession(header)).get("auth")).toBeUndefined();
    expect((await storage.getSession(`${SESSION_COOKIE}=abc.def`)).get("auth")).toBeUndefined();
  });

  it("opens a header it has seen before to the same data, as a copy the request may change", async () => {
    const storage = createPortalSessionStorage(SECRET, false);
    const session = await storage.getSession(null);
    session.set("auth", tokens);
    const header = cookieHeaderOf(await storage.commitSession(session));
    const first = await storage.getSession(header);
    first.get("auth")!.access_token = "changed by this request";
    first.set("auth", { ...tokens, expires_at: 2 });
    const second = await storage.getSession(header);
    expect(second.get("auth")).toEqual(tokens);
    // a tampered copy of a known header is still refused
    expect((await storage.getSession(header.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).get("auth")).toBeUndefined();
  });
});
