/**
 * The German resources: the shell's strings plus one module per area (account, content,
 * master data …), each under its own top-level key. Register a new area module here.
 */
import account from "./account";
import common from "./common";
import content from "./content";
import masterdata from "./masterdata";

const de = { ...common, account, content, masterdata } as const;

export default de;
export type GermanResources = typeof de;
