/** `%term%` for ILIKE with the pattern characters of `term` escaped, so a search for "50%" means 50%. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
