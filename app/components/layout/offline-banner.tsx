import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { Icon } from "../ui/icon";

/** Marks the page offline or online from the browser's events (spec §4). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [state, setState] = useState<"online" | "offline" | "back">("online");
  useEffect(() => {
    if (!navigator.onLine) setState("offline");
    const offline = () => setState("offline");
    const online = () => setState("back");
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);
  useEffect(() => {
    if (state !== "back") return;
    const timer = setTimeout(() => setState("online"), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div role="status" aria-live="polite">
      {state === "offline" ? (
        <div className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-900">
          <Icon name="offline" className="h-4 w-4" />
          {t("portal.offline")}
        </div>
      ) : state === "back" ? (
        <div className="bg-green-100 px-4 py-2 text-center text-sm text-green-900">{t("portal.backOnline")}</div>
      ) : null}
    </div>
  );
}
