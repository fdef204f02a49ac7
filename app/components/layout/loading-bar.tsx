import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { LOADING_HIDE_DELAY_MS, LOADING_THROTTLE_MS, loadingProgress } from "~/lib/loading-progress";

/** Progress bar across the top while a navigation or form submission is under way (JS only). */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!busy) {
      setProgress((p) => (p === null ? null : 100));
      const hide = setTimeout(() => setProgress(null), LOADING_HIDE_DELAY_MS);
      return () => clearTimeout(hide);
    }
    const started = Date.now();
    const tick = setInterval(() => setProgress(loadingProgress(Date.now() - started)), LOADING_THROTTLE_MS);
    return () => clearInterval(tick);
  }, [busy]);

  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("portal.loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div className="h-full bg-brand-500 transition-[width] duration-200 ease-out" style={{ width: `${progress}%` }} />
    </div>
  );
}
