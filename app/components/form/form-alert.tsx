/**
 * The form-level error of a conform form (e.g. the API refused the save), announced as an alert.
 * After a conflict (RECORD_CONFLICT) it offers to load the current version; the typed input stays.
 */
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";

export function FormAlert({ id, errors, reloadHref }: { id: string; errors: string[] | undefined; reloadHref?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p>{errors.join(" ")}</p>
        {reloadHref ? (
          <p className="mt-1">
            <a href={reloadHref} className="font-medium underline">
              {t("masterdata.reloadCurrent")}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Save and cancel of an edit form: the submit button first, so Enter in a field saves. */
export function EditFormActions({ cancelTo, saving }: { cancelTo: string; saving?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <button type="submit" className={buttonClass("primary")} disabled={saving}>
        {t("masterdata.save")}
      </button>
      <Link to={cancelTo} className={buttonClass("secondary")}>
        {t("masterdata.cancel")}
      </Link>
    </div>
  );
}

/** The back link and heading of an edit screen. */
export function EditHeader({ backTo, title }: { backTo: string; title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={backTo} className="text-brand-700 underline">
          {t("masterdata.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{title}</h1>
    </>
  );
}
