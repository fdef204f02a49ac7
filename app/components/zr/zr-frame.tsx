/**
 * A ZR client screen (spec §2): the account tabs as links (sorted by sort, they work without
 * JavaScript), a back button, and the settlement system's page in a frame. With JavaScript the
 * frame appears after 500 ms (spec §9) with a loading indicator meanwhile; without it the frame is
 * in the first HTML (<noscript>) with a plain link beside it (decision 0902).
 */
import { useLoaderData, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { PageTitle } from "~/components/content/page-title";
import { buttonClass } from "~/components/ui/button";
import { ZR_FRAME_DELAY_MS } from "~/lib/zr-client";
import type { loadZrScreen } from "~/.server/zr";
import { registerZr } from "~/locales/de/zr";

registerZr();

type ZrLoaderData = Awaited<ReturnType<typeof loadZrScreen>>["data"];

function Frame({ src, title }: { src: string; title: string }) {
  return <iframe src={src} title={title} className="h-[75vh] w-full rounded-lg border border-slate-200 bg-white" />;
}

export function ZrScreen() {
  const loaded = useLoaderData() as ZrLoaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t(loaded.labelKey);
  const [phase, setPhase] = useState<"server" | "loading" | "shown">("server");
  const src = loaded.state === "ready" ? loaded.frameSrc : "";
  useEffect(() => {
    if (!src) return;
    setPhase("loading");
    const timer = setTimeout(() => setPhase("shown"), ZR_FRAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src]);

  const back = (
    <Link
      to={loaded.backTo}
      className={buttonClass("secondary")}
      onClick={(event) => {
        // With JavaScript, back means the previous page, as the browser's own button does.
        if (window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      {t("zr.back")}
    </Link>
  );

  if (loaded.state !== "ready") {
    const message = { noAccounts: t("zr.noAccounts"), unavailable: t("zr.unavailable"), notConfigured: t("zr.notConfigured") }[loaded.state];
    return (
      <div className="mx-auto max-w-6xl">
        <PageTitle title={title} actions={back} />
        <p role={loaded.state === "unavailable" ? "alert" : undefined} className="rounded-lg bg-white p-4 shadow-sm">
          {message}
        </p>
      </div>
    );
  }

  const current = loaded.tabs.find((tab) => tab.accid === loaded.accid)!;
  const frameTitle = t("zr.frameTitle", { screen: title, tabName: current.tabName });
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle title={title} intro={t("zr.intro")} actions={back} />
      {loaded.tabs.length > 1 ? (
        <nav aria-label={t("zr.tabs")} className="mb-4 border-b border-slate-200">
          <ul className="flex flex-wrap gap-1">
            {loaded.tabs.map((tab) => {
              const active = tab.accid === loaded.accid;
              return (
                <li key={tab.accid}>
                  <Link
                    to={`?accid=${encodeURIComponent(tab.accid)}`}
                    aria-current={active ? "page" : undefined}
                    aria-label={t("zr.tabLabel", { tabName: tab.tabName, brand: tab.brandName, accid: tab.accid })}
                    className={`-mb-px inline-block rounded-t-md border px-4 py-2 text-sm font-medium ${active ? "border-slate-200 border-b-white bg-white text-brand-800" : "border-transparent text-brand-700 underline hover:bg-slate-100"}`}
                  >
                    {tab.tabName}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {phase === "shown" ? (
        <Frame src={src} title={frameTitle} />
      ) : phase === "loading" ? (
        <div role="status" className="flex h-[75vh] items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700">
          <span className="mr-3 inline-block h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
          {t("zr.loading")}
        </div>
      ) : (
        <noscript>
          <Frame src={src} title={frameTitle} />
        </noscript>
      )}
      <p className="mt-2 text-sm">
        <a href={src} target="_blank" rel="noreferrer" className="text-brand-700 underline">
          {t("zr.openDirect")}
        </a>
      </p>
    </div>
  );
}
