/**
 * Content status (spec §4): draft / published / archived, settable directly. Where an item has
 * translations the status is written to every translation row, otherwise to the item itself.
 */
import type { ContentStatus } from "#contract/masterdata";
import { registerShell } from "~/locales/de/shell";

registerShell();

export const STATUS_LABEL_KEYS = {
  draft: "masterdata.status.draft",
  published: "masterdata.status.published",
  archived: "masterdata.status.archived",
} as const satisfies Record<ContentStatus, string>;

export type StatusPatch =
  | { status: ContentStatus }
  | { translations: { create: never[]; update: { id: string | number; status: ContentStatus }[]; delete: never[] } };

/** The PATCH items/{collection}/{id} body that sets `status`. */
export function statusPatch(status: ContentStatus, translations?: readonly { id?: string | number | null }[]): StatusPatch {
  const existing = (translations ?? []).filter((t): t is { id: string | number } => t.id !== null && t.id !== undefined);
  if (existing.length === 0) return { status };
  return { translations: { create: [], update: existing.map((t) => ({ id: t.id, status })), delete: [] } };
}
