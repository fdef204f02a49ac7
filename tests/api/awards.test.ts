/**
 * Wohnsinnspreis (issue 15, decision 0920): company scope on award entries — another company's
 * entry is FORBIDDEN to read, change and delete; no permission is refused; after the deadline
 * (the API's award clock) every write is SUBMISSION_CLOSED and nothing changes.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AwardRound, AwardSubmission, AwardWinner } from "#contract/awards";
import { awardSubmissions, files } from "../../server/api/db/schema";
import { DEMO_COMPANIES, DEMO_USERS } from "../../server/api/seed/demo";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
const TEXT = "Unser Schaufenster zeigt eine Wohnküche aus regionalem Eichenholz, abends warm beleuchtet.";

async function companyImage(companyId: number, name: string): Promise<string> {
  const [row] = await api.database.db
    .insert(files)
    .values({ filenameDisk: `${name}.png`, filenameDownload: `${name}.png`, type: "image/png", filesize: 10, checksum: name, folder: "images", companyId })
    .returning({ id: files.id });
  return row!.id;
}

describe("items/award_submissions", () => {
  it("keeps every entry within its company and closes the window by the API's clock", async () => {
    const sommer = (await api.login(DEMO_USERS.haendler.email)).access_token;
    const luebeck = (await api.login(DEMO_USERS.luebeck.email)).access_token;
    const rounds = await dataOf<AwardRound[]>(await api.request("GET", "/api/items/award_rounds", { token: sommer }));
    const current = rounds[0]!;
    expect(current.window).toBe("open");
    expect(current.categories.map((c) => c.title)).toEqual(["Bestes Schaufenster", "Beste Ausstellung", "Nachhaltigkeit im Handel"]);
    const winners = await dataOf<AwardWinner[]>(await api.request("GET", "/api/items/award_winners", { token: sommer }));
    expect(winners.length).toBeGreaterThan(0);

    const image = await companyImage(DEMO_COMPANIES.sommer.id, "sommer-award");
    const foreignImage = await companyImage(DEMO_COMPANIES.hanseLuebeck.id, "luebeck-award");
    const body = { round: current.id, category: current.categories[0]!.id, title: "Wohnküche im Fenster", text: TEXT, images: [image], status: "submitted" };
    // another company's image cannot be attached
    const stolen = await api.request("POST", "/api/items/award_submissions", { token: sommer, json: { ...body, images: [foreignImage] } });
    expect(await errorCodeOf(stolen)).toBe("FORBIDDEN");
    const created = await dataOf<AwardSubmission>(await api.request("POST", "/api/items/award_submissions", { token: sommer, json: body }));
    expect(created).toMatchObject({ status: "submitted", shown_status: "submitted", editable: true });
    // one entry per company and category
    const again = await api.request("POST", "/api/items/award_submissions", { token: sommer, json: body });
    expect(await errorCodeOf(again)).toBe("RECORD_NOT_UNIQUE");
    // submitting needs text and images
    const thin = await api.request("POST", "/api/items/award_submissions", { token: sommer, json: { ...body, category: current.categories[1]!.id, text: "kurz", images: [] } });
    expect(await errorCodeOf(thin)).toBe("INVALID_PAYLOAD");

    // Lübeck can neither read, change nor delete Sommer's entry, and does not list it
    for (const [method, json] of [["GET", undefined], ["PATCH", { title: "Fremd" }], ["DELETE", undefined]] as const) {
      const res = await api.request(method, `/api/items/award_submissions/${created.id}`, { token: luebeck, json });
      expect(res.status).toBe(403);
      expect(await errorCodeOf(res)).toBe("FORBIDDEN");
    }
    const luebeckList = await dataOf<AwardSubmission[]>(await api.request("GET", "/api/items/award_submissions", { token: luebeck }));
    expect(luebeckList.some((s) => s.id === created.id)).toBe(false);
    const [row] = await api.database.db.select().from(awardSubmissions).where(eq(awardSubmissions.id, created.id));
    expect(row!.title).toBe("Wohnküche im Fenster");

    // no WOHNSINNSPREISE: refused
    const leser = (await api.login(DEMO_USERS.leser.email)).access_token;
    for (const path of ["/api/items/award_rounds", "/api/items/award_submissions", `/api/items/award_submissions/${created.id}`]) {
      expect(await errorCodeOf(await api.request("GET", path, { token: leser }))).toBe("FORBIDDEN");
    }

    // after the deadline: shown as in review, locked, and every write refused without a change
    const late = api.withDeps({ scheduleNow: () => new Date(new Date(current.submission_until).getTime() + 1000) });
    const locked = await dataOf<AwardSubmission>(await late.request("GET", `/api/items/award_submissions/${created.id}`, { token: sommer }));
    expect(locked).toMatchObject({ shown_status: "in_review", editable: false });
    const refusals = [
      await late.request("PATCH", `/api/items/award_submissions/${created.id}`, { token: sommer, json: { title: "Zu spät" } }),
      await late.request("DELETE", `/api/items/award_submissions/${created.id}`, { token: sommer }),
      await late.request("POST", "/api/items/award_submissions", { token: sommer, json: { ...body, category: current.categories[2]!.id } }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(await errorCodeOf(res)).toBe("SUBMISSION_CLOSED");
    }
    const after = await api.database.db.select().from(awardSubmissions).where(eq(awardSubmissions.companyId, DEMO_COMPANIES.sommer.id));
    expect(after.filter((s) => s.roundId === current.id).map((s) => s.title)).toEqual(["Wohnküche im Fenster"]);
  });
});
