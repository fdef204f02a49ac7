/**
 * A formatted long text (decision 0530): a plain textarea holding the Markdown subset, the German
 * help text right under it and the server-rendered preview of the saved text — all of it works
 * without JavaScript. With JavaScript the toolbar (its own chunk, loaded after hydration, so no
 * route's first visit pays for it) edits the same textarea, converts pasted Word/Outlook HTML and
 * keeps the preview live.
 */
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { CONTROL, Errors, Label } from "./fields";

/**
 * The preview's HTML comes from the server only (the API's `<field>_html`, or with JavaScript the
 * preview route, which the toolbar puts into the same box), sanitized there (contract/rich-text.ts);
 * nothing typed is put in as HTML here.
 */
export function RichTextField({ meta, label, hint, html }: { meta: FieldMetadata<string>; label: string; hint?: ReactNode; html?: string | null }) {
  const { t } = useTranslation();
  const helpId = `${meta.id}-format`;
  const previewId = `${meta.id}-preview`;
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: helpId });
  const mount = useRef<HTMLDivElement>(null);
  // after hydration only: without JavaScript there is no toolbar, and no route's first visit loads it
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    void import("./rich-text-toolbar").then((m) => {
      const area = document.getElementById(meta.id);
      const box = document.getElementById(previewId);
      if (!gone && mount.current && area instanceof HTMLTextAreaElement && box) detach = m.attach({ area, mount: mount.current, box, label });
    });
    return () => {
      gone = true;
      detach?.();
    };
    // a new key is a new textarea (the form was reset): attach to that one
  }, [meta.id, key, previewId, label]);

  return (
    <div>
      <Label id={meta.id} label={label} required={meta.required} />
      <div ref={mount} />
      <textarea key={key} {...props} rows={8} className={`${CONTROL} py-2 font-mono text-sm ${meta.errors?.length ? "border-red-600" : "border-slate-300"}`} />
      {/* the field's own hint, then how to format */}
      <p id={helpId} className="mt-1 text-sm text-slate-600">
        {hint ? <>{hint} </> : null}
        {t("website.richText.help")}
      </p>
      <Errors meta={meta as FieldMetadata<unknown>} />
      {/* the box's look lives in tailwind.css (.rich-text-preview): the route's JavaScript stays small */}
      <section aria-labelledby={`${previewId}-note`} id={previewId} className="rich-text-preview">
        <p id={`${previewId}-note`}>{t("website.richText.preview", { label })}</p>
        {/* sanitized on the server (contract/rich-text.ts): the one place HTML enters the page */}
        <div data-html className="rich-text" dangerouslySetInnerHTML={{ __html: html ?? "" }} />
      </section>
    </div>
  );
}
