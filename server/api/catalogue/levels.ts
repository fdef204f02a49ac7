/** Sorting within one level of a catalogue or of an instruction's steps (decisions 0957, 0965). */

/**
 * Directus' utils/sort within one level: `item` takes the place of `to`, the rows between move by
 * one; the level is numbered afresh from 1 (ties of old data resolved by id). Answers the rows
 * whose sort changes.
 */
export function movedWithin(level: readonly { id: number; sort: number }[], item: number, to: number): { id: number; sort: number }[] {
  const rows = [...level].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const ids = rows.map((r) => r.id).filter((id) => id !== item);
  ids.splice(ids.indexOf(to) + (rows.findIndex((r) => r.id === item) <= rows.findIndex((r) => r.id === to) ? 1 : 0), 0, item);
  return ids.flatMap((id, index) => (rows.find((r) => r.id === id)!.sort === index + 1 ? [] : [{ id, sort: index + 1 }]));
}
