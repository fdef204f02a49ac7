/**
 * An audit entry's account as the screens and the CSV name it: name and address; an erased
 * account has no address left and is named by its pseudonym alone (decision 0981).
 */
export function auditPersonLabel(p: { name: string; email: string | null } | null, brackets: "()" | "<>" = "()"): string | null {
  if (!p) return null;
  return p.email ? `${p.name} ${brackets[0]}${p.email}${brackets[1]}` : p.name;
}
