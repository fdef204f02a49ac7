/**
 * File cleanup: a deleted file takes its cached image variants along; duplicate uploads left
 * waiting for confirmation are removed after PENDING_UPLOAD_TTL_HOURS (swept with later uploads),
 * unless a record started to use them. Driven by the API test clock.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../server/api/seed/demo";
import { PENDING_UPLOAD_TTL_HOURS } from "../../server/api/files/pending";
import { dataOf, useTestApi } from "./fixture";

const api = useTestApi();

const hpToken = async () => (await api.login(DEMO_USERS.haendler.email)).access_token;

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
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
});
