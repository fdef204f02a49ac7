/**
 * A person's first name, last name and e-mail address, as every invitation and account form asks
 * them (account management, a member company's first account manager, the association's staff):
 * the names side by side, the address below; no autofill of the signed-in user's own data.
 */
import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "./text-field";

export interface PersonFieldsMeta {
  first_name: FieldMetadata<string>;
  last_name: FieldMetadata<string>;
  email: FieldMetadata<string>;
}

export function PersonFields({ fields, labels }: { fields: PersonFieldsMeta; labels: { firstName: string; lastName: string; email: string } }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.first_name} label={labels.firstName} autoComplete="off" />
        <TextField meta={fields.last_name} label={labels.lastName} autoComplete="off" />
      </div>
      <TextField meta={fields.email} label={labels.email} type="email" autoComplete="off" />
    </>
  );
}
