/**
 * The user's own avatar (issue 29, decision 0552): an image through the upload pipeline of POST
 * /files (typed by content, size and pixel limits, upright, metadata stripped, decision 0531),
 * cropped square on the server, stored in the avatars folder of the user's company (so it is read
 * like the company's other files) and set as users.avatar. A new one replaces the old, whose bytes
 * go too; removing it leaves the initials.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AuthContext } from "../auth/sessions";
import { AVATAR_CROPS, AVATAR_EDGE, AVATAR_FOLDER, type AvatarCrop } from "../contract/avatar";
import type { ApiContext } from "../deps";
import { files, users } from "../db/schema";
import type { ApiEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { removeStoredFile } from "../files/pending";
import type { SquareCrop } from "../files/process";
import { readUpload, storeImage } from "../files/upload";
import { IMAGE_MAX_BYTES } from "../contract/masterdata";

const POSITION_OF: Record<AvatarCrop, SquareCrop["position"]> = { center: "centre", top: "top", bottom: "bottom", left: "left", right: "right" };

export async function uploadAvatar(ctx: ApiContext, auth: AuthContext, c: Context<ApiEnv>) {
  const { file, fields } = await readUpload(c, IMAGE_MAX_BYTES);
  const crop = fields["crop"] || "center";
  if (!(AVATAR_CROPS as readonly string[]).includes(crop)) {
    throw new ApiError("INVALID_PAYLOAD", `Invalid payload. crop: one of ${AVATAR_CROPS.join(", ")}.`);
  }
  const stored = await storeImage(ctx, auth, file, AVATAR_FOLDER, { edge: AVATAR_EDGE, position: POSITION_OF[crop as AvatarCrop] });
  const previous = await ctx.db.db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, auth.user.id)).for("update");
    await tx.update(users).set({ avatar: stored.id, updatedAt: ctx.now() }).where(eq(users.id, auth.user.id));
    return before?.avatar ?? null;
  });
  if (previous) await removeAvatarFile(ctx, auth, previous);
  return { avatar: stored.id, width: stored.width ?? AVATAR_EDGE, height: stored.height ?? AVATAR_EDGE };
}

export async function deleteAvatar(ctx: ApiContext, auth: AuthContext): Promise<void> {
  const [before] = await ctx.db.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, auth.user.id));
  if (!before?.avatar) return;
  await ctx.db.db.update(users).set({ avatar: null, updatedAt: ctx.now() }).where(and(eq(users.id, auth.user.id), eq(users.avatar, before.avatar)));
  await removeAvatarFile(ctx, auth, before.avatar);
}

/** Only a file of the avatars folder uploaded by this user: users.avatar never names another's file. */
async function removeAvatarFile(ctx: ApiContext, auth: AuthContext, id: string): Promise<void> {
  const [row] = await ctx.db.db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.folder, AVATAR_FOLDER), eq(files.uploadedBy, auth.user.id)))
    .returning({ id: files.id, filenameDisk: files.filenameDisk });
  if (row) await removeStoredFile(ctx, row);
}
