/** An image placed in storage and in `files` as an earlier upload would have left it (for file tests). */
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { files } from "../../server/api/db/schema";
import type { TestApi } from "./fixture";

export async function storedImage(
  api: TestApi,
  image: { bytes: Buffer; extension: "png" | "jpg"; type: string; name: string; width: number; height: number },
  owner: { companyId: number | null; uploadedBy?: string },
): Promise<string> {
  const id = randomUUID();
  const stored = await api.deps.storage.write(`${id}.${image.extension}`, image.bytes);
  await api.database.db.insert(files).values({
    id,
    filenameDisk: `${id}.${image.extension}`,
    filenameDownload: image.name,
    type: image.type,
    filesize: stored.size,
    width: image.width,
    height: image.height,
    checksum: stored.checksum,
    folder: "images",
    companyId: owner.companyId,
    ...(owner.uploadedBy ? { uploadedBy: owner.uploadedBy } : {}),
  });
  return id;
}

/** A stored file's bytes (whichever store the API runs with). */
export async function storedBytes(api: TestApi, name: string): Promise<Buffer> {
  return buffer((await api.deps.storage.read(name)).body);
}
