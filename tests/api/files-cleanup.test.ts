/**
 * File cleanup: a deleted file takes its cached image variants along; duplicate uploads left
 * waiting for confirmation are removed after PENDING_UPLOAD_TTL_HOURS (swept with later uploads),
 * unless a record started to use them; images the association's forms uploaded that no record took
 * are removed by the housekeeping after their grace period (decision 0975). Driven by the API test clock.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { PENDING_UPLOAD_TTL_HOURS } from "../../server/api/files/pending";
import { sweepUnusedFormImages } from "../../server/api/files/unused";
import { BRAND_LOGO_FOLDER, INSTRUCTION_IMAGE_FOLDER, NEWS_IMAGE_FOLDER } from "../../server/api/contract/values";
import { files } from "../../server/api/db/schema";
import { DEFAULT_RETENTION } from "../../server/api/maintenance/retention";
import { DEMO_STAFF } from "../../server/api/seed/staff";
import { inArray } from "drizzle-orm";
import { dataOf, useTestApi } from "./fixture";

const api = useTestApi();

const hpToken = async () => (await api.login(DEMO_USERS.haendler.email)).access_token;

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string, folder?: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  if (folder) form.set("folder", folder);
  const request = new Request("http://internal/api/files", { method: "POST", body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  const res = await api.request("POST", "/api/files", {
    token,
    headers: { "content-type": request.headers.get("content-type")!, "content-length": String(body.length) },
    rawBody: body,
  });
  expect(res.status).toBe(200);
  return dataOf<{ id: string; duplicate_of: { id: string } | null }>(res);
}

const png = (color: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();
const variants = (id: string) => api.deps.storage.list(`variant_${id}_`);

async function renderVariant(token: string, id: string, width: number) {
  const res = await api.request("GET", `/api/assets/${id}?width=${width}`, { token });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
}

describe("file cleanup", () => {
  it("deleting a file removes its bytes and every cached variant, and no other file's", async () => {
    const token = await hpToken();
    const file = await upload(token, await png("#225588"), "Fassade.png");
    const other = await upload(token, await png("#885522"), "Eingang.png");
    await renderVariant(token, file.id, 10);
    await renderVariant(token, file.id, 100);
    await renderVariant(token, other.id, 10);
    expect(await variants(file.id)).toHaveLength(2);

    expect((await api.request("DELETE", `/api/files/${file.id}`, { token })).status).toBe(204);
    expect(await variants(file.id)).toEqual([]);
    expect(await api.deps.storage.list(file.id)).toEqual([]); // the original (<id>.png) too
    expect(await variants(other.id)).toHaveLength(1);
    expect((await api.request("GET", `/api/assets/${other.id}?width=10`, { token })).status).toBe(200);
  });

  it("removes duplicate uploads abandoned for longer than the TTL, keeps claimed and fresh ones", async () => {
    let token = await hpToken();
    const bytes = await png("#44aa66");
    const original = await upload(token, bytes, "Team.png");
    const abandoned = await upload(token, bytes, "Team Kopie.png");
    const used = await upload(token, bytes, "Team Kopie 2.png");
    expect(abandoned.duplicate_of?.id).toBe(original.id);
    await renderVariant(token, abandoned.id, 16);
    // "Ja, trotzdem verwenden" and saved with a contact: the upload is claimed.
    const contact = await api.request("POST", "/api/items/contact", { token, json: { last_name: "Bildtest", thumbnail: used.id } });
    expect(contact.status).toBe(200);

    // Just before the TTL, a later upload sweeps nothing.
    api.clock.advance((PENDING_UPLOAD_TTL_HOURS - 1) * 3600);
    token = await hpToken();
    await upload(token, await png("#010203"), "Anderes.png");
    const fresh = await upload(token, bytes, "Team Kopie 3.png"); // a new duplicate, pending from now
    expect((await api.request("GET", `/api/assets/${abandoned.id}`, { token })).status).toBe(200);

    // After the TTL the next upload sweeps the abandoned one — row, bytes and variants.
    api.clock.advance(2 * 3600);
    token = await hpToken();
    await upload(token, await png("#040506"), "Noch eins.png");
    expect((await api.request("GET", `/api/assets/${abandoned.id}`, { token })).status).toBe(403);
    expect(await api.deps.storage.list(abandoned.id)).toEqual([]);
    expect(await variants(abandoned.id)).toEqual([]);
    for (const kept of [original, used, fresh]) {
      expect((await api.request("GET", `/api/assets/${kept.id}`, { token })).status, kept.id).toBe(200);
    }

    // The fresh duplicate goes once its own TTL has passed.
    api.clock.advance(PENDING_UPLOAD_TTL_HOURS * 3600);
    token = await hpToken();
    await upload(token, await png("#070809"), "Letztes.png");
    expect((await api.request("GET", `/api/assets/${fresh.id}`, { token })).status).toBe(403);
    expect((await api.request("GET", `/api/assets/${used.id}`, { token })).status).toBe(200);
  });

  it("the housekeeping removes images the association's forms uploaded that no record took, once past the grace period, bytes and variants too; used ones and other folders' stay", async () => {
    const editor = (await api.login(DEMO_STAFF.redaktion.email)).access_token;
    const used = await upload(editor, await png("#7a5230"), "Schritt.png", INSTRUCTION_IMAGE_FOLDER);
    const abandonedLogo = await upload(editor, await png("#30527a"), "Logo.png", BRAND_LOGO_FOLDER);
    const abandonedNews = await upload(editor, await png("#527a30"), "Titelbild.png", NEWS_IMAGE_FOLDER);
    const partners = await upload(await hpToken(), await png("#7a3052"), "Eigenes.png");
    await renderVariant(editor, abandonedLogo.id, 10);
    // a step takes one of them (a form that was saved)
    const instruction = await dataOf<{ id: number; version: number }>(await api.request("POST", "/api/items/instructions", { token: editor, json: { title: "Retoure anmelden", status: "draft" } }));
    const step = await api.request("POST", "/api/items/instruction_steps", { token: editor, json: { instruction_id: instruction.id, title: "Etikett fotografieren", image: used.id, image_alt: "Versandetikett", version: instruction.version } });
    expect(step.status, await step.clone().text()).toBe(200);

    const sweep = () => sweepUnusedFormImages({ db: api.database, storage: api.deps.storage!, log: () => {} }, api.clock.now(), DEFAULT_RETENTION.unusedUploadsDays);
    const left = async () => (await api.database.db.select({ id: files.id }).from(files).where(inArray(files.id, [used.id, abandonedLogo.id, abandonedNews.id, partners.id]))).map((f) => f.id).sort();
    // within the grace period an editor may still come back to the refused form: nothing goes
    api.clock.advance(DEFAULT_RETENTION.unusedUploadsDays * 24 * 3600 - 3600);
    await sweep();
    expect(await left()).toEqual([used.id, abandonedLogo.id, abandonedNews.id, partners.id].sort());
    api.clock.advance(2 * 3600);
    expect(await sweep()).toBeGreaterThanOrEqual(2);
    expect(await left()).toEqual([used.id, partners.id].sort());
    expect(await api.deps.storage!.list(abandonedLogo.id)).toEqual([]);
    expect(await variants(abandonedLogo.id)).toEqual([]);
    expect(await api.deps.storage!.list(abandonedNews.id)).toEqual([]);
    expect(await api.deps.storage!.list(used.id)).toHaveLength(1);
    // a day on the clock: the editor signs in again
    expect((await api.request("GET", `/api/assets/${used.id}?width=10`, { token: (await api.login(DEMO_STAFF.redaktion.email)).access_token })).status).toBe(200);
    // nothing left to do on the next run
    expect(await sweep()).toBe(0);
  });
});
