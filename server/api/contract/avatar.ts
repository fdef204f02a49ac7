/**
 * The user's own avatar (decision 0552): POST /users/me/avatar takes a multipart `file` (an image
 * as for POST /files) and an optional `crop` (which part of the longer side is kept; the middle by
 * default). It is stored square, AVATAR_EDGE px at most, in the folder AVATAR_FOLDER of the user's
 * company, readable like every file of that company. Free of zod, so browser bundles can use it.
 */
export const AVATAR_FOLDER = "avatars";
export const AVATAR_EDGE = 512;
export const AVATAR_CROPS = ["center", "top", "bottom", "left", "right"] as const;
export type AvatarCrop = (typeof AVATAR_CROPS)[number];
