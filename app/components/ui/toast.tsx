/**
 * Shows the flash toast of the last redirect. It is part of the server-rendered page (works
 * without JavaScript) and announced by a live region; success messages fade after a while.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import type { Toast } from "~/lib/toast";
import { Icon } from "./icon";

const STYLE = {
  success: { box: "border-green-600 bg-green-50 text-green-900", icon: "check" },
  error: { box: "border-red-600 bg-red-50 text-red-900", icon: "alert" },
  info: { box: "border-brand-500 bg-brand-50 text-brand-900", icon: "info" },
} as const;

export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState<Toast | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (toast?.kind !== "success") return;
    const timer = setTimeout(() => setVisible(null), 8000);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    // A named section is a landmark: a message shown here is not content outside all landmarks.
    <section
      aria-label={visible ? t("portal.messages") : undefined}
      aria-live={visible?.kind === "error" ? "assertive" : "polite"}
      className="pointer-events-none fixed right-4 top-4 z-50 w-[min(28rem,calc(100vw-2rem))]"
    >
      {visible ? (
        <div role={visible.kind === "error" ? "alert" : "status"} className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-4 shadow-lg ${STYLE[visible.kind].box}`}>
          <Icon name={STYLE[visible.kind].icon} className="mt-0.5 h-5 w-5 shrink-0" />
          <p className="flex-1">{visible.message}</p>
          <button type="button" onClick={() => setVisible(null)} className="rounded p-1 hover:bg-black/5" aria-label={t("portal.dismiss")}>
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
