/** /Instructions/{id} (spec §2, §3 Instruction): numbered steps, nested to any depth, with their images. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { InstructionStep } from "#contract/instructions";
import { requireRoute } from "~/.server/guards";
import { isUpstreamError } from "~/.server/upstream";
import { DetailHeader } from "~/components/content/page-title";
import { t, useTranslation } from "~/i18n";
import { registerContent } from "~/locales/de/content";

registerContent();

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.instruction.title ?? t("nav.instructions")} – ${t("portal.title")}` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRoute(request, context, "instructions");
  const id = Number(params.id);
  const notFound = () => new Response(t("content.instructions.notFound"), { status: 404, statusText: "Not Found" });
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  try {
    return { instruction: await context.upstream.call("instruction", { params: { id } }) };
  } catch (error) {
    // A draft answers FORBIDDEN like a missing one: for the member it does not exist.
    if (isUpstreamError(error) && error.status === 403) throw notFound();
    throw error;
  }
}

function Steps({ steps, depth }: { steps: InstructionStep[]; depth: number }) {
  const marker = ["list-decimal", "list-[lower-alpha]", "list-[lower-roman]"][depth % 3];
  return (
    <ol className={`${marker} space-y-4 pl-6`}>
      {steps.map((step) => (
        <li key={step.id}>
          <p className="font-semibold">{step.title}</p>
          {step.text ? <p className="mt-1 text-slate-700">{step.text}</p> : null}
          {step.image ? (
            <img src={`/assets/${step.image}?width=960`} alt={step.image_alt ?? ""} width={960} height={540} loading="lazy" className="mt-2 h-auto w-full max-w-xl rounded-md border border-slate-200" />
          ) : null}
          {step.children.length > 0 ? (
            <div className="mt-3">
              <Steps steps={step.children} depth={depth + 1} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export default function InstructionDetail() {
  const { instruction } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <DetailHeader backTo="/instructions" backLabel={t("content.instructions.back")} title={instruction.title} intro={instruction.summary} />
      <section aria-label={t("content.instructions.steps")} className="rounded-lg bg-white p-6 shadow-sm">
        <Steps steps={instruction.steps} depth={0} />
      </section>
    </div>
  );
}
