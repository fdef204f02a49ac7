/** Important flag of a news item (importantNews). */
import { useTranslation } from "~/i18n";
import { buttonClass } from "../ui/button";
import { ToggleForm } from "./toggle-form";
import { registerContent } from "~/locales/de/content";

registerContent();

export function ImportantButton({ newsId, title, isImportant }: { newsId: number; title: string; isImportant: boolean }) {
  const { t } = useTranslation();
  return (
    <ToggleForm intent="important" idName="newsId" id={newsId} flag="important" on={isImportant} className={buttonClass("secondary", "sm", "whitespace-nowrap")}>
      {(shown) => (
        <>
          {shown ? t("content.news.unmarkImportant") : t("content.news.markImportant")}
          <span className="sr-only">: {title}</span>
        </>
      )}
    </ToggleForm>
  );
}
