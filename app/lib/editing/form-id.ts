/**
 * The conform form id of an edit screen: fixed per record *and version*. After a successful save
 * the loader answers the new version, the id changes and conform re-initialises the form from the
 * saved record — otherwise the hidden `version` field would keep the old value and the next save
 * on the same page (with JavaScript, no full reload) would be refused as a conflict.
 */
export function editFormId(kind: string, record: { id: number; version: number } | null): string {
  return record ? `${kind}-${record.id}-v${record.version}` : `${kind}-add`;
}
