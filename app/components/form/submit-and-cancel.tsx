/** A form's submit button and the link away from it, the submit first so Enter in a field submits. */
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

export function SubmitAndCancel({ submitLabel, cancelTo, cancelLabel, saving }: { submitLabel: string; cancelTo: string; cancelLabel: string; saving?: boolean }) {
  return (
    <div className="flex gap-3">
      <button type="submit" className={buttonClass("primary")} disabled={saving}>
        {submitLabel}
      </button>
      <Link to={cancelTo} className={buttonClass("secondary")}>
        {cancelLabel}
      </Link>
    </div>
  );
}
