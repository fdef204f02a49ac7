/**
 * Exports of a person's data (issue 41, decision 0980): a user asks for their own, the job
 * prepares the ZIP (a JSON and a CSV per category, the avatar), a mail announces the link; the
 * link works once, for the requester only, for seven days. Administration exports any account or
 * contact person, logged in the audit trail; nobody else may. The processing record is generated
 * from the marks and only Administration reads it.
 */
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DataExport, ProcessingRecord } from "#contract/privacy";
import type { Notifications } from "#contract/portal";
import { auditLog, contacts, dataExports } from "../../server/api/db/schema";
import { DEFAULT_RETENTION } from "../../server/api/maintenance/retention";
import { sweepExports } from "../../server/api/privacy/exports";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { dataOf, errorCodeOf, useTestApi } from "./fixture";

const api = useTestApi();
let hp: string;
let lf: string;
let admin: string;

beforeAll(async () => {
  [hp, lf, admin] = await Promise.all([
    api.login(DEMO_USERS.haendler.email).then((p) => p.access_token),
    api.login(DEMO_USERS.lieferant.email).then((p) => p.access_token),
    api.login(DEMO_STAFF.admin.email).then((p) => p.access_token),
  ]);
  // an avatar, so the ZIP carries an image
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#3366cc" } }).png().toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(png)], "portrait.png", { type: "image/png" }));
  const request = new Request("http://internal/upload", { method: "POST", body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  const res = await api.request("POST", "/api/users/me/avatar", { token: hp, headers: { "content-type": request.headers.get("content-type")!, "content-length": String(body.length) }, rawBody: body });
  expect(res.status).toBe(200);
});

const requestOwn = async (token: string) => {
  const res = await api.request("POST", "/api/extranet/privacy/exports", { token });
  expect(res.status).toBe(200);
  return dataOf<DataExport>(res);
};
const listOf = async (token: string) => dataOf<DataExport[]>(await api.request("GET", "/api/extranet/privacy/exports", { token }));
const download = (token: string, id: string) => api.request("GET", `/api/extranet/privacy/exports/${id}/download`, { token });

describe("a user's own export", () => {
  it("is prepared on the queue, announced by mail with an absolute link, and holds a JSON and a CSV per category and the avatar", async () => {
    const before = api.mails.length;
    const requested = await requestOwn(hp);
    expect(requested.status).toBe("pending");
    const [ready] = await listOf(hp);
    expect(ready).toMatchObject({ id: requested.id, status: "ready", link: `/account/meine-daten/${requested.id}/download` });
    const mail = api.mails.slice(before).find((m) => m.to === DEMO_USERS.haendler.email)!;
    expect(mail.text).toContain(`http://localhost:3000/account/meine-daten/${requested.id}/download`);

    const res = await download(hp, requested.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip);
    for (const category of ["identity", "contact", "signIn", "image", "activity"]) expect(names).toEqual(expect.arrayContaining([`${category}.json`, `${category}.csv`]));
    expect(names.some((n) => /^image\.(png|webp|jpg)$/.test(n))).toBe(true);
    const contact = JSON.parse(strFromU8(zip["contact.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(contact.users![0]!.email).toBe(DEMO_USERS.haendler.email);
    const identity = JSON.parse(strFromU8(zip["identity.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(identity.users![0]).toMatchObject({ firstName: DEMO_USERS.haendler.firstName, lastName: DEMO_USERS.haendler.lastName });
    expect(strFromU8(zip["identity.csv"]!)).toContain(`users;1;lastName;"${DEMO_USERS.haendler.lastName}"`);
    // secrets are named, never carried
    const signIn = JSON.parse(strFromU8(zip["signIn.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(signIn.users![0]!.passwordHash).toBe(true);
    expect(strFromU8(zip["signIn.json"]!)).not.toContain("$argon2");
    // nobody else's data: the supplier's address appears nowhere
    for (const file of Object.values(zip)) expect(strFromU8(file)).not.toContain(DEMO_USERS.lieferant.email);
  });

  it("works once: a second download is not found", async () => {
    const { id } = await requestOwn(hp);
    expect((await download(hp, id)).status).toBe(200);
    const again = await download(hp, id);
    expect(again.status).toBe(404);
    expect((await listOf(hp)).find((e) => e.id === id)).toMatchObject({ status: "downloaded", link: null });
  });

  it("is for the requester only: another user (partner or Administration) is refused, and it stays downloadable", async () => {
    const { id } = await requestOwn(hp);
    expect((await download(lf, id)).status).toBe(403);
    expect((await download(admin, id)).status).toBe(403);
    expect(await listOf(lf)).not.toContainEqual(expect.objectContaining({ id }));
    expect((await download(hp, id)).status).toBe(200);
  });

  it("expires after seven days on the clock", async () => {
    const { id } = await requestOwn(hp);
    api.clock.advance(7 * 86_400 - 60);
    const [token] = [(await api.login(DEMO_USERS.haendler.email)).access_token];
    expect((await listOf(token)).find((e) => e.id === id)!.status).toBe("ready");
    api.clock.advance(120);
    const fresh = (await api.login(DEMO_USERS.haendler.email)).access_token;
    expect((await listOf(fresh)).find((e) => e.id === id)).toMatchObject({ status: "expired", link: null });
    expect((await download(fresh, id)).status).toBe(404);
    hp = fresh;
    lf = (await api.login(DEMO_USERS.lieferant.email)).access_token;
    admin = (await api.login(DEMO_STAFF.admin.email)).access_token;
  });

  it("refuses an id that is no export of the caller's like any foreign id", async () => {
    expect((await download(hp, "not-a-uuid")).status).toBe(403);
    expect((await download(hp, "3f6a2c1e-8b4d-4e7a-9c15-000000000000")).status).toBe(403);
  });
});

describe("Administration's export of any account or contact person", () => {
  it("exports an account by e-mail address and logs the request in the audit trail", async () => {
    const res = await api.request("POST", "/api/extranet/privacy/exports/for", { token: admin, json: { kind: "user", email: DEMO_USERS.lieferant.email } });
    expect(res.status).toBe(200);
    const requested = await dataOf<DataExport>(res);
    expect(requested.subject).toMatchObject({ kind: "user", id: DEMO_USERS.lieferant.id });
    const logged = await api.database.db.select().from(auditLog).where(and(eq(auditLog.action, "data_export"), eq(auditLog.targetId, DEMO_USERS.lieferant.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorId).toBe(DEMO_STAFF.admin.id);
    const zip = unzipSync(new Uint8Array(await (await download(admin, requested.id)).arrayBuffer()));
    expect(strFromU8(zip["contact.json"]!)).toContain(DEMO_USERS.lieferant.email);
    // the supplier cannot fetch what Administration asked for
  });

  it("exports a contact person by id", async () => {
    const [contact] = await api.database.db.select().from(contacts).limit(1);
    const res = await api.request("POST", "/api/extranet/privacy/exports/for", { token: admin, json: { kind: "contact", contact_id: contact!.id } });
    const requested = await dataOf<DataExport>(res);
    const zip = unzipSync(new Uint8Array(await (await download(admin, requested.id)).arrayBuffer()));
    const identity = JSON.parse(strFromU8(zip["identity.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(identity.contacts![0]!.lastName).toBe(contact!.lastName);
  });

  it("answers an unknown account with a clear refusal and queues nothing", async () => {
    const res = await api.request("POST", "/api/extranet/privacy/exports/for", { token: admin, json: { kind: "user", email: "niemand@example.com" } });
    expect(res.status).toBe(400);
    expect(await errorCodeOf(res)).toBe("INVALID_PAYLOAD");
  });

  it("is refused to partners", async () => {
    const res = await api.request("POST", "/api/extranet/privacy/exports/for", { token: hp, json: { kind: "user", email: DEMO_USERS.lieferant.email } });
    expect(res.status).toBe(403);
  });
});

describe("the processing record", () => {
  it("is generated from the marks, one activity per purpose, for Administration only", async () => {
    const record = await dataOf<ProcessingRecord>(await api.request("GET", "/api/extranet/privacy/record", { token: admin }));
    const account = record.activities.find((a) => a.purpose === "account")!;
    expect(account.tables).toEqual(expect.arrayContaining(["users", "data_exports"]));
    expect(account.subjects).toContain("user");
    expect(account.categories.find((c) => c.category === "image")).toMatchObject({ retentions: ["account"], erasures: ["deleteFile"] });
    expect(record.activities.find((a) => a.purpose === "contacts")!.subjects).toEqual(["contact"]);
    expect(record.activities.flatMap((a) => a.tables)).not.toContain("companies");
    expect((await api.request("GET", "/api/extranet/privacy/record", { token: hp })).status).toBe(403);
  });
});


describe("the announcement and the housekeeping", () => {
  const notifications = async (token: string) => dataOf<Notifications>(await api.request("GET", "/api/extranet/notifications", { token }));
  const zipName = (id: string) => `export-${id}.zip`;
  const rowOf = async (id: string) => (await api.database.db.select().from(dataExports).where(eq(dataExports.id, id)))[0];
  const sweep = () => sweepExports({ db: api.database, storage: api.deps.storage }, api.clock.now(), DEFAULT_RETENTION.linksDays);
  const signIn = async () => {
    hp = (await api.login(DEMO_USERS.haendler.email)).access_token;
  };

  it("a ready export is in the header's notifications, linked to its download, until it is downloaded", async () => {
    const { id } = await requestOwn(hp);
    expect((await notifications(hp)).data_exports).toContainEqual(expect.objectContaining({ id, link: `/account/meine-daten/${id}/download`, name: `${DEMO_USERS.haendler.firstName} ${DEMO_USERS.haendler.lastName}` }));
    expect((await notifications(lf)).data_exports.map((e) => e.id)).not.toContain(id);
    expect((await download(hp, id)).status).toBe(200);
    expect((await notifications(hp)).data_exports.map((e) => e.id)).not.toContain(id);
  });

  it("removes a spent export's ZIP at once and its row seven days on (test clock)", async () => {
    await signIn();
    const downloaded = (await requestOwn(hp)).id;
    await (await download(hp, downloaded)).arrayBuffer();
    const expiring = (await requestOwn(hp)).id;
    expect(await api.deps.storage.exists(zipName(expiring))).toBe(true);
    api.clock.advance(6 * 86_400);
    await signIn();
    const later = (await requestOwn(hp)).id;
    // Within the seven days: nothing goes but the downloaded ZIP's name.
    await sweep();
    expect(await api.deps.storage.exists(zipName(expiring))).toBe(true);
    expect(await rowOf(downloaded)).toMatchObject({ status: "downloaded", storageName: null });

    api.clock.advance(86_400 + 60);
    await signIn();
    expect((await notifications(hp)).data_exports.map((e) => e.id)).not.toContain(expiring);
    const first = await sweep();
    expect(first.rows).toBeGreaterThanOrEqual(1);
    expect(await rowOf(downloaded)).toBeUndefined();
    expect(await api.deps.storage.exists(zipName(expiring))).toBe(false);
    expect(await rowOf(expiring)).toMatchObject({ status: "ready", storageName: null });
    expect((await listOf(hp)).find((e) => e.id === expiring)).toMatchObject({ status: "expired", link: null });
    expect(await api.deps.storage.exists(zipName(later))).toBe(true);

    api.clock.advance(7 * 86_400);
    await sweep();
    expect(await rowOf(expiring)).toBeUndefined();
    expect(await api.deps.storage.exists(zipName(later))).toBe(false);
    expect(await rowOf(later)).toMatchObject({ status: "ready", storageName: null });
    // Again: nothing left to do for these.
    await sweep();
    expect(await rowOf(later)).toBeDefined();
  });
});
