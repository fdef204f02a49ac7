/** Which instructions the help drawer offers on a screen: those naming the screen's path or a parent of it. */
export function relevantInstructions<T extends { screens: readonly string[] }>(instructions: readonly T[], pathname: string): T[] {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return instructions.filter((i) => i.screens.some((screen) => path === screen || path.startsWith(`${screen}/`)));
}
