/** The form-level error of a conform form (e.g. the API refused the save), announced as an alert. */
import { Icon } from "../ui/icon";

export function FormAlert({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>{errors.join(" ")}</p>
    </div>
  );
}
