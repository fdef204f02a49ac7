import { useTranslation } from "~/i18n";
import { Drawer } from "../ui/drawer";

/** Help drawer: keyboard use and how to reach the partner support. */
export function HelpDrawer({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation();
  const keyboard = t("help.keyboard", { returnObjects: true }) as readonly string[];
  return (
    <Drawer id="hilfe" title={t("help.title")} closeTo={closeTo}>
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
