/** react-router's NavLink rule: the same path, or (unless `end`) a path below it. */
export function navLinkActive(to: string, pathname: string, { caseSensitive = false, end = false }: { caseSensitive?: boolean; end?: boolean } = {}): boolean {
  const target = caseSensitive ? to : to.toLowerCase();
  const current = caseSensitive ? pathname : pathname.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === "/");
}
