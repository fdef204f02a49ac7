/** The key of a content status's words (spec §4) in the page tree's texts; an unknown status reads as a draft. */
export const statusKey = (status: unknown) => (status === "published" || status === "archived" ? (`pageBuilder.statuses.${status}` as const) : "pageBuilder.statuses.draft");
