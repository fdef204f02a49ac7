/**
 * The user's own avatar (issue 29, decision 0552): POST /users/me/avatar crops square on the
 * server (at the chosen part), through the image pipeline (upright, no metadata, typed by content);
 * a new one replaces the old; DELETE removes it. Readable by the user's company, not by another;
 * no one else's avatar is touched; a wrong file is the settings' German error.
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AVATAR_EDGE, AVATAR_FOLDER } from "#contract/avatar";
import { files, users } from "../../server/api/db/schema";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { DEMO_SOMMER_ACCOUNTS } from "../../server/api/seed/accounts";
import { cameraPhoto, hasGpsTag } from "../images";
import { dataOf, errorCodeOf, multipartOf, useTestApi } from "./fixture";
import { portalContext } from "./portal-context";
import { storedBytes } from "./stored-image";

const api = useTestApi();
const portal = portalContext(api);
let hp: string;
let colleague: string;
let lf: string;

beforeAll(async () => {
  [hp, colleague, lf] = await Promise.all([
    api.login(DEMO_USERS.haendler.email).then((p) => p.access_token),
    api.login(DEMO_SOMMER_ACCOUNTS.schulz.email).then((p) => p.access_token),
    api.login(DEMO_USERS.lieferant.email).then((p) => p.access_token),
  ]);
});

function avatarForm(bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], "portrait.png", { type: "image/png" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function upload(token: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  return api.request("POST", "/api/users/me/avatar", { token, form: avatarForm(bytes, fields) });
}

/** 300×100: red on the left third, green in the middle, blue on the right. */
const stripes = (vertical = false) => {
  const [w, h] = vertical ? [100, 300] : [300, 100];
  const part = (color: string) => sharp({ create: { width: 100, height: 100, channels: 3, background: color } }).png().toBuffer();
  return Promise.all(["#ff0000", "#00ff00", "#0000ff"].map(part)).then((parts) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#000000" } })
      .composite(parts.map((input, i) => (vertical ? { input, left: 0, top: i * 100 } : { input, left: i * 100, top: 0 })))
      .png()
      .toBuffer(),
  );
};

const avatarOf = async (id: string) => (await api.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]!.avatar;
const fileRow = async (id: string) => (await api.database.db.select().from(files).where(eq(files.id, id)))[0];
const centreColour = async (id: string) => {
  const row = await fileRow(id);
  const { data } = await sharp(await storedBytes(api, row!.filenameDisk)).extract({ left: 45, top: 45, width: 10, height: 10 }).raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
};

describe("POST /users/me/avatar", () => {
  it("stores the middle square by default, sets it as the user's avatar and serves it to the company only", async () => {
    const res = await upload(hp, await stripes());
    expect(res.status).toBe(200);
    const answer = await dataOf<{ avatar: string; width: number; height: number }>(res);
    expect(answer).toMatchObject({ width: 100, height: 100 });
    expect(await avatarOf(DEMO_USERS.haendler.id)).toBe(answer.avatar);
    const row = await fileRow(answer.avatar);
    expect(row).toMatchObject({ folder: AVATAR_FOLDER, uploadedBy: DEMO_USERS.haendler.id, pendingSince: null });
    expect(await centreColour(answer.avatar)).toEqual([0, 255, 0]);
    const me = await dataOf<{ avatar: string | null }>(await api.request("GET", "/api/extranet/users/me", { token: hp }));
    expect(me.avatar).toBe(answer.avatar);
    // The colleague at the same company sees it; a supplier of another company does not.
    expect((await api.request("GET", `/api/assets/${answer.avatar}`, { token: colleague })).status).toBe(200);
    expect((await api.request("GET", `/api/assets/${answer.avatar}`, { token: lf })).status).toBe(403);
  });

  it("keeps the chosen part of the longer side; a new avatar replaces the old, whose file goes", async () => {
    const first = await dataOf<{ avatar: string }>(await upload(hp, await stripes(), { crop: "left" }));
    expect(await centreColour(first.avatar)).toEqual([255, 0, 0]);
    const second = await dataOf<{ avatar: string }>(await upload(hp, await stripes(true), { crop: "bottom" }));
    expect(await centreColour(second.avatar)).toEqual([0, 0, 255]);
    expect(await fileRow(first.avatar)).toBeUndefined();
    expect(await avatarOf(DEMO_USERS.haendler.id)).toBe(second.avatar);
  });

  it("turns a camera photo upright, crops it square at most 512 px and strips its metadata", async () => {
    const res = await upload(colleague, await cameraPhoto(3000, 2000));
    const answer = await dataOf<{ avatar: string; width: number; height: number }>(res);
    expect([answer.width, answer.height]).toEqual([AVATAR_EDGE, AVATAR_EDGE]);
    const meta = await sharp(await storedBytes(api, (await fileRow(answer.avatar))!.filenameDisk)).metadata();
    expect([meta.width, meta.height, meta.orientation, hasGpsTag(meta.exif)]).toEqual([AVATAR_EDGE, AVATAR_EDGE, undefined, false]);
  });

  it("refuses a file that is no image, an unknown crop and no file, and keeps the avatar", async () => {
    const before = await avatarOf(DEMO_USERS.haendler.id);
    const text = await upload(hp, new TextEncoder().encode("Das ist kein Bild, sondern eine Notiz."));
    expect([text.status, await errorCodeOf(text)]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const crop = await upload(hp, await stripes(), { crop: "diagonal" });
    expect([crop.status, await errorCodeOf(crop)]).toEqual([400, "INVALID_PAYLOAD"]);
    const json = await api.request("POST", "/api/users/me/avatar", { token: hp, json: {} });
    expect(json.status).toBe(400);
    expect(await avatarOf(DEMO_USERS.haendler.id)).toBe(before);
  });
});

describe("another user's avatar", () => {
  it("is not removed by the colleague's DELETE, nor through DELETE /files/{id}, nor uploaded into through POST /files", async () => {
    const mine = await dataOf<{ avatar: string }>(await upload(hp, await stripes()));
    expect((await api.request("DELETE", "/api/users/me/avatar", { token: colleague })).status).toBe(204);
    expect(await avatarOf(DEMO_USERS.haendler.id)).toBe(mine.avatar);
    // haendler@ may delete the company's uploads, but an avatar is not one of them.
    expect((await api.request("DELETE", `/api/files/${mine.avatar}`, { token: hp })).status).toBe(403);
    expect(await fileRow(mine.avatar)).toBeDefined();
    const sneaked = await api.request("POST", "/api/files", { token: hp, form: avatarForm(await stripes(), { folder: AVATAR_FOLDER }) });
    expect(sneaked.status).toBe(400);
  });
});

describe("DELETE /users/me/avatar", () => {
  it("removes the avatar and its file; again it changes nothing", async () => {
    const mine = await dataOf<{ avatar: string }>(await upload(hp, await stripes()));
    const row = await fileRow(mine.avatar);
    expect((await api.request("DELETE", "/api/users/me/avatar", { token: hp })).status).toBe(204);
    expect(await avatarOf(DEMO_USERS.haendler.id)).toBeNull();
    expect(await fileRow(mine.avatar)).toBeUndefined();
    expect((await api.deps.storage.list(row!.filenameDisk)).length).toBe(0);
    expect((await api.request("DELETE", "/api/users/me/avatar", { token: hp })).status).toBe(204);
  });
});

describe("the settings' avatar form (/account/avatar)", () => {
  async function post(bytes: Uint8Array) {
    const { action } = await import("../../app/routes/account.avatar");
    const { cookie } = await portal.session(DEMO_USERS.haendler.email);
    const url = "http://portal.test/account/avatar?returnTo=%2Faccount%2Fsettings";
    const { contentType, body } = await multipartOf(avatarForm(bytes));
    const context = await portal.contextFor(new URL(url), "POST", { cookie });
    const request = new Request(url, { method: "POST", headers: { cookie, "content-type": contentType, "content-length": String(body.length) }, body });
    const response = (await action({ request, context, params: {} })) as Response;
    return { response, toast: context.session.get("toast") as { kind: string; message: string } | undefined, cookie };
  }

  it("saves an image with a toast, and answers a wrong file with the German error on the settings", async () => {
    const ok = await post(await stripes());
    expect([ok.response.status, ok.response.headers.get("location"), ok.toast]).toEqual([303, "/account/settings", { kind: "success", message: "Ihr Profilbild wurde gespeichert." }]);
    const bad = await post(new TextEncoder().encode("%PDF-1.4 keine Bilddatei"));
    expect(bad.response.headers.get("location")).toBe("/account/settings?upload=wrong-type");
    const { loader } = await import("../../app/routes/_portal+/account+/settings");
    const { ERROR_KEYS } = await import("../../app/components/editing/image-upload");
    const { t } = await import("../../app/i18n");
    // The upload texts come with the shell, which the portal layout registers on every page.
    (await import("../../app/locales/de/shell")).registerShell();
    const page = await portal.load(loader, "http://portal.test/account/settings?upload=wrong-type", bad.cookie);
    expect(page.avatar.error).toBe("wrong-type");
    expect(t(ERROR_KEYS[page.avatar.error!])).toBe("Dieses Dateiformat wird nicht unterstützt. Erlaubt sind JPEG, PNG, WebP und GIF (kein SVG).");
  });
});
