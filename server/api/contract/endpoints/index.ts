/**
 * The endpoint table of the whole API (issue 26), in the order the API mounts it: where two paths
 * could match one URL, the earlier entry is the one that answers.
 */
import { CONTENT_ENDPOINTS } from "./content";

export const ENDPOINTS = {
  ...CONTENT_ENDPOINTS,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
