/** The content status labels (spec §4), zod-free for the browser. */
export const STATUS_TEXT: Record<string, string> = { draft: "Entwurf", published: "Veröffentlicht", archived: "Archiviert" };
