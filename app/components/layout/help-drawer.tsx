import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n";
import { Drawer } from "../ui/drawer";

/**
 * Help drawer: the instructions for the current screen (null when they could not be loaded),
 * keyboard use and how to reach the partner support.
 */
export function HelpDrawer({ closeTo, instructions }: { closeTo: string; instructions: { id: number; title: string }[] | null }) {
  const { t } = useTranslation();
  const keyboard = t("help.keyboard", { returnObjects: true }) as readonly string[];
  return (
    <Drawer id="hilfe" title={t("help.title")} closeTo={closeTo}>
      <h3 className="font-semibold">{t("help.instructionsTitle")}</h3>
      {instructions && instructions.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {instructions.map((i) => (
            <li key={i.id}>
              <Link to={`/instructions/${i.id}`} className="text-brand-700 underline">
                {i.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("help.instructionsNone")}</p>
      )}
      <p className="mb-6 mt-2 text-sm">
        <Link to="/instructions" className="text-brand-700 underline">
          {t("help.instructionsAll")}
        </Link>
      </p>
      <h3 className="font-semibold">{t("help.keyboardTitle")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {keyboard.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold">{t("help.supportTitle")}</h3>
      <p className="mt-2 text-sm text-slate-700">
        {t("help.support")}{" "}
        <a className="text-brand-600 underline" href={`mailto:${t("help.supportEmail")}`}>
          {t("help.supportEmail")}
        </a>{" "}
        · {t("help.supportPhone")} ({t("help.supportHours")})
      </p>
    </Drawer>
  );
}
