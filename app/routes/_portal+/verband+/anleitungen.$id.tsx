/** anleitungen/{id|neu}: create or edit an entry of the catalogue "instructions" — the one catalogue form (decision 0957) and the instruction's steps (decision 0965). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogueEditAction, catalogueEditLoader } from "~/.server/catalogue-screens";
import { instructionStepAction, instructionStepsView } from "~/.server/instruction-steps";
import { CatalogueEdit } from "~/components/catalogue/catalogue-edit";
import { InstructionSteps } from "~/components/catalogue/instruction-steps";
import { t } from "~/i18n";
import { registerAssociationCatalogue } from "~/locales/de/association-catalogue";

registerAssociationCatalogue();

export const meta: MetaFunction = () => [{ title: `${t("catalogue.titles.instructions")} – ${t("portal.title")}` }];

export function loader(args: LoaderFunctionArgs) {
  return catalogueEditLoader("instructions", instructionStepsView)(args);
}

export async function action(args: ActionFunctionArgs) {
  // a step's form, else the instruction's own
  return (await instructionStepAction(args)) ?? catalogueEditAction("instructions")(args);
}

export default function Page() {
  const { steps } = useLoaderData<typeof loader>();
  return (
    <CatalogueEdit>
      <InstructionSteps view={steps} />
    </CatalogueEdit>
  );
}
