/**
 * The English first-visit texts, as ./de/index.ts has them for German: the sign-in screens' and
 * the error pages'. English pages never fall back to German (decision 0986).
 */
import account from "./account";
import common from "./common";

export const initialResources = { ...common, account } as const;
