/**
 * The ZR client's contract (issue 15): POST extranet/check/zrclient-permissions, POST /sam/logon,
 * and the ZR-Simulator's screens behind an apiSession — each session sees only its own account,
 * the supplier screens refuse trading partners, a closed sales month cannot be corrected, and a
 * CSV with a bad line imports nothing.
 */
import { and, count, eq, isNull, ne, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { zrReceipts, zrSales } from "../../server/api/db/schema";
import { ZR_DEMO_ACCOUNTS } from "../../server/api/seed/zr";
import { monthBefore } from "../../server/zr/months";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { createZrSimulator } from "../../server/zr/app";
import { identifyViaApi } from "../../server/zr/sessions";
import { errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const A = ZR_DEMO_ACCOUNTS.sommer.accid; // haendler@ (HP)
const B = ZR_DEMO_ACCOUNTS.nordholz.accid; // lieferant@ (LF)

let sim: ReturnType<typeof createZrSimulator>;
const tokens: Record<string, string> = {};

const sam = (path: string, init?: RequestInit) => sim.fetch(new Request(`http://zr.test${path}`, init));
const logon = (sessionToken: string, accid: string) =>
  sam("/sam/logon", { method: "POST", body: new URLSearchParams({ session_token: sessionToken, accid, stay: "1" }) });
async function sessionOf(user: "haendler" | "lieferant", accid: string): Promise<string> {
  const res = await logon(tokens[user]!, accid);
  expect(res.status).toBe(200);
  return ((await res.json()) as { apiSession: string }).apiSession;
}
const form = (entries: Record<string, string | string[]>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const value of [v].flat()) body.append(k, value);
  return body;
};

beforeAll(async () => {
  sim = createZrSimulator({
    db: api.database.db,
    identify: identifyViaApi((request) => api.request(request.method, new URL(request.url).pathname, { token: request.headers.get("authorization")?.slice(7) })),
    stylesheets: async () => ["/build/_assets/tailwind.css"],
    now: () => api.clock.now(),
  });
  for (const user of ["haendler", "lieferant", "leser"] as const) tokens[user] = (await api.login(DEMO_USERS[user].email)).access_token;
});

describe("POST extranet/check/zrclient-permissions", () => {
  it("answers the company's ZR accounts, sorted by sort", async () => {
    const res = await api.request("POST", "/api/extranet/check/zrclient-permissions", { token: tokens.haendler });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; permissions: { accid: string; sort: number; tabName: string; federation: string; brand_name: string }[] };
    expect(body.success).toBe(true);
    expect(body.permissions.map((p) => [p.accid, p.sort, p.tabName])).toEqual([
      [A, 1, "Möbelhaus"],
      [ZR_DEMO_ACCOUNTS.sommerKueche.accid, 2, "Küchenwelt"],
    ]);
    const supplier = (await (await api.request("POST", "/api/extranet/check/zrclient-permissions", { token: tokens.lieferant })).json()) as { permissions: { accid: string }[] };
    expect(supplier.permissions.map((p) => p.accid)).toEqual([B]);
  });

  it("refuses users without ZRCLIENT and anonymous callers with FORBIDDEN", async () => {
    for (const token of [tokens.leser, undefined]) {
      const res = await api.request("POST", "/api/extranet/check/zrclient-permissions", { token });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
  });
});

describe("POST /sam/logon", () => {
  it("gives an apiSession only for an accid of the user's own company", async () => {
    expect((await logon(tokens.haendler!, A)).status).toBe(200);
    const foreign = await logon(tokens.haendler!, B);
    expect(foreign.status).toBe(403);
    expect(await errorCodeOf(foreign)).toBe("FORBIDDEN");
    expect((await logon("not-a-token", A)).status).toBe(401);
    // without ZRCLIENT the API refuses the check, so the simulator refuses the logon
    expect((await logon(tokens.leser!, A)).status).toBe(401);
    expect((await sam("/sam/logon", { method: "POST", body: new URLSearchParams({ accid: A }) })).status).toBe(400);
  });
});

describe("ZR-Simulator: one account's data is never visible from another's session", () => {
  it("a receipt of account B is neither found nor opened with A's apiSession", async () => {
    const [foreign] = await api.database.db
      .select({ id: zrReceipts.id, number: zrReceipts.number })
      .from(zrReceipts)
      .where(and(eq(zrReceipts.supplierAccid, B), or(isNull(zrReceipts.partnerAccid), ne(zrReceipts.partnerAccid, A))))
      .limit(1);
    expect(foreign).toBeDefined();
    const a = await sessionOf("haendler", A);
    const b = await sessionOf("lieferant", B);

    const own = await sam(`/sam/s/${b}/receipts/${foreign!.id}.pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await own.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    expect((await sam(`/sam/s/${a}/receipts/${foreign!.id}.pdf`)).status).toBe(404);
    const search = await (await sam(`/sam/s/${a}/receipt-search?number=${encodeURIComponent(foreign!.number)}`)).text();
    expect(search).toContain("Keine Belege zu diesen Angaben gefunden.");
    const found = await (await sam(`/sam/s/${b}/receipt-search?number=${encodeURIComponent(foreign!.number)}`)).text();
    expect(found).toContain(foreign!.number);
  });

  it("an unknown or forged apiSession sees nothing", async () => {
    const res = await sam("/sam/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/list");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Sitzung abgelaufen");
  });
});

describe("ZR-Simulator: suppliers only on upload and sales report, trading partners only on their view", () => {
  it("refuses the other side with 403", async () => {
    const hp = await sessionOf("haendler", A);
    const lf = await sessionOf("lieferant", B);
    for (const path of ["upload", "sales-report"]) {
      expect((await sam(`/sam/s/${hp}/${path}`)).status).toBe(403);
      expect((await sam(`/sam/s/${hp}/${path}`, { method: "POST", body: form({ intent: "save" }) })).status).toBe(403);
      expect((await sam(`/sam/s/${lf}/${path}`)).status).toBe(200);
    }
    expect((await sam(`/sam/s/${lf}/trading-partner`)).status).toBe(403);
    expect((await sam(`/sam/s/${hp}/trading-partner`)).status).toBe(200);
  });
});

describe("ZR-Simulator: sales report and upload", () => {
  const receiptsOf = async (accid: string) => (await api.database.db.select({ n: count() }).from(zrReceipts).where(eq(zrReceipts.supplierAccid, accid)))[0]!.n;

  it("a month is corrected until it is closed, then refused", async () => {
    const lf = await sessionOf("lieferant", B);
    const month = monthBefore(api.clock.now(), 0);
    const page = await (await sam(`/sam/s/${lf}/sales-report?month=${month}`)).text();
    expect(page).toContain("Wohnstudio Brandt e. K.");
    const save = (amount: string) =>
      sam(`/sam/s/${lf}/sales-report?month=${month}`, { method: "POST", body: form({ intent: "save", partner: ["Wohnstudio Brandt e. K."], amount: [amount] }) });
    expect((await save("12.500,00")).status).toBe(303);
    expect((await save("13.000,5")).status).toBe(303);
    const rows = () => api.database.db.select({ cents: zrSales.amountCents }).from(zrSales).where(and(eq(zrSales.accid, B), eq(zrSales.month, month)));
    expect(await rows()).toEqual([{ cents: 1_300_050 }]);

    const bad = await save("13,000,00");
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("Nichts gespeichert");

    expect((await sam(`/sam/s/${lf}/sales-report?month=${month}`, { method: "POST", body: form({ intent: "close" }) })).status).toBe(303);
    const refused = await save("1,00");
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Der Monat ist abgeschlossen");
    expect(await rows()).toEqual([{ cents: 1_300_050 }]);
  });

  it("a CSV with one bad line imports nothing and names the line; the corrected file imports", async () => {
    const lf = await sessionOf("lieferant", B);
    const before = await receiptsOf(B);
    const lines = (brand: string) =>
      ["Belegnummer;Belegart;Belegdatum;Handelspartner;Marke;Betrag", "RE-NH-T-0001;Rechnung;02.02.2026;Wohnstudio Brandt e. K.;Nordholz Küchen;1.234,56", `RE-NH-T-0002;Gutschrift;03.02.2026;Wohnstudio Brandt e. K.;${brand};99,00`].join("\r\n");
    const upload = (text: string) => {
      const body = new FormData();
      body.append("files", new File([text], "belege.csv", { type: "text/csv" }));
      return sam(`/sam/s/${lf}/upload`, { method: "POST", body });
    };
    const bad = await upload(lines("Nordholz Sofa"));
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("Zeile 3: Marke „Nordholz Sofa“ gehört nicht zu Ihrem Konto.");
    expect(await receiptsOf(B)).toBe(before);

    const good = await upload(lines("Nordholz Bad"));
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("2 Belege übernommen.");
    expect(await receiptsOf(B)).toBe(before + 2);
    // the partner's account sees the new receipt
    const brandt = await api.database.db.select({ accid: zrReceipts.partnerAccid }).from(zrReceipts).where(eq(zrReceipts.number, "RE-NH-T-0001"));
    expect(brandt).toEqual([{ accid: ZR_DEMO_ACCOUNTS.brandt.accid }]);
  });
});

describe("ZR-Simulator: sessions end", () => {
  // last in the file: moving the clock also ends the portal tokens the other tests use
  it("the apiSession ends with its lifetime", async () => {
    const a = await sessionOf("haendler", A);
    expect((await sam(`/sam/s/${a}/list`)).status).toBe(200);
    api.clock.advance(13 * 60 * 60);
    expect((await sam(`/sam/s/${a}/list`)).status).toBe(401);
  });
});
