/** "Vorname Nachname", or the e-mail address when neither name is set. Free of zod, so browser bundles can use it. */
export function displayNameOf(user: { first_name: string | null; last_name: string | null; email: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
}
