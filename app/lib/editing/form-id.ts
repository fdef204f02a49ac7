/**
 * The conform form id of an edit screen. Conform only takes new default values when the form id
 * changes, so the id carries the loaded version: after a save the form starts again from the saved
 * record (and its new version), while a refused save (no revalidation after 4xx) keeps what the
 * user typed.
 */
export function editFormId(kind: string, record: { id: string | number; version: number } | null | undefined): string {
  return record ? `${kind}-${record.id}-v${record.version}` : `${kind}-add`;
}
