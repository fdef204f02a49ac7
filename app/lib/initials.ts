/**
 * The initials shown instead of a user's avatar (decision 0552): the first letters of first and
 * last name, else of the one name given, else the first letter of the e-mail address; upper case.
 */
export function initialsOf(user: { first_name: string | null; last_name: string | null; email: string }): string {
  const first = (word: string | null) => Array.from((word ?? "").trim())[0] ?? "";
  const names = [first(user.first_name), first(user.last_name)].join("");
  return (names || first(user.email) || "?").toLocaleUpperCase("de-DE");
}
