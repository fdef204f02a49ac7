/**
 * Spec §7 "Company and contacts", customer satisfaction, permission clusters, the lookups and a
 * record's history. Every read and write stays within the caller's company (FORBIDDEN otherwise).
 */
import { z } from "zod";
import { companyPatchPayloadSchema, companySchema } from "../company";
import { endpoint } from "../endpoint";
import { itemsAnswer, itemsQuerySchema } from "../items";
import {
  activityEntrySchema,
  addressCreatePayloadSchema,
  addressPayloadSchema,
  addressSchema,
  contactPayloadSchema,
  contactSchema,
  customerFeedbackSchema,
  customerSatisfactionSchema,
  definitionValueSchema,
  lookupSchema,
  sortPayloadSchema,
} from "../masterdata";
import { editableClusterSchema, permissionClusterPayloadSchema, permissionClusterSchema } from "../permission-clusters";
import { FEEDBACK_STATUSES } from "../values";

const tag = "Master data";

/** Directus list options the portal sends to lists whose order the collection fixes. */
const listQuery = z.object({ sort: z.string().optional(), limit: z.string().optional(), fields: z.string().optional() }).strict();

export const MASTERDATA_ENDPOINTS = {
  // One entry per lookup collection (department, jobtitle, country, sales_region, sales_state).
  lookups: endpoint({ method: "GET", path: "/items/{lookup}", each: "lookup", summary: "A choice list (departments, functions, countries, sales regions …)", query: itemsQuerySchema, answer: itemsAnswer(lookupSchema), envelope: "raw", access: "signedIn", tag }),
  definitionValues: endpoint({ method: "GET", path: "/items/definition_value", summary: "The values of the contact properties", query: itemsQuerySchema, answer: itemsAnswer(definitionValueSchema), envelope: "raw", access: "contactProperties", tag }),
  contactBrands: endpoint({ method: "GET", path: "/extranet/contact-brands", summary: "The brands a contact can be responsible for", query: listQuery, answer: z.array(z.object({ id: z.number().int(), name: z.string() })), envelope: "data", access: "contactManagement", tag }),
  contacts: endpoint({ method: "GET", path: "/items/contact", summary: "The own company's contacts (Directus query)", query: itemsQuerySchema, answer: itemsAnswer(contactSchema), envelope: "raw", access: "contactManagement", tag }),
  contact: endpoint({ method: "GET", path: "/items/contact/:id", summary: "A contact", answer: contactSchema, envelope: "data", access: "contactManagement", tag }),
  // Contact properties in the payload need the contactProperties rule as well: the handler checks it.
  contactCreate: endpoint({ method: "POST", path: "/items/contact", summary: "Create a contact", body: contactPayloadSchema, answer: contactSchema, envelope: "data", access: "contactManagement", tag }),
  contactUpdate: endpoint({ method: "PATCH", path: "/items/contact/:id", summary: "Change a contact (with the loaded version)", body: contactPayloadSchema, answer: contactSchema, envelope: "data", access: "contactManagement", tag }),
  // Erasure (issue 41, decision 0981); archiving stays the PATCH with status "archived" (spec §4).
  contactErase: endpoint({ method: "DELETE", path: "/items/contact/:id", summary: "Erase a contact with its photo and all its personal data", envelope: "empty", access: "contactManagement", tag }),
  contactSort: endpoint({ method: "POST", path: "/utils/sort/contact", summary: "Sort a contact to the place of another", body: sortPayloadSchema, envelope: "empty", access: "contactManagement", tag }),
  addresses: endpoint({ method: "GET", path: "/extranet/address", summary: "The own company's addresses", answer: z.array(addressSchema), envelope: "data", access: "addressManagement", tag }),
  address: endpoint({ method: "GET", path: "/extranet/address/:id", summary: "An address", answer: addressSchema, envelope: "data", access: "addressManagement", tag }),
  addressCreate: endpoint({ method: "POST", path: "/extranet/address", summary: "Create an address", body: addressCreatePayloadSchema, answer: addressSchema, envelope: "data", access: "addressManagement", tag }),
  // An address something still names (website settings, a job's place of work) is refused with INVALID_FOREIGN_KEY.
  addressDelete: endpoint({ method: "DELETE", path: "/extranet/address/:id", summary: "Delete an address nothing refers to any more", envelope: "empty", access: "addressManagement", tag }),
  addressUpdate: endpoint({ method: "PATCH", path: "/extranet/address/:id", summary: "Change an address (with the loaded version)", body: addressPayloadSchema, answer: addressSchema, envelope: "data", access: "addressManagement", tag }),
  editablePermissionClusters: endpoint({ method: "GET", path: "/extranet/editable-permission-clusters", summary: "The editable permission clusters", answer: z.array(editableClusterSchema), envelope: "data", access: "permissionClusters", tag }),
  permissionClusters: endpoint({ method: "GET", path: "/items/permission_cluster", summary: "The own company's permission clusters", query: listQuery, answer: z.array(permissionClusterSchema), envelope: "data", access: "permissionClusters", tag }),
  permissionCluster: endpoint({ method: "GET", path: "/items/permission_cluster/:id", summary: "A permission cluster", answer: permissionClusterSchema, envelope: "data", access: "permissionClusters", tag }),
  permissionClusterCreate: endpoint({ method: "POST", path: "/items/permission_cluster", summary: "Create a permission cluster", body: permissionClusterPayloadSchema, answer: permissionClusterSchema, envelope: "data", access: "permissionClusters", tag }),
  permissionClusterUpdate: endpoint({ method: "PATCH", path: "/items/permission_cluster/:id", summary: "Change a permission cluster", body: permissionClusterPayloadSchema, answer: permissionClusterSchema, envelope: "data", access: "permissionClusters", tag }),
  // Directus' items/company: the caller's own company only.
  companyItem: endpoint({ method: "GET", path: "/items/company/:id", summary: "The own company's master data", answer: companySchema, envelope: "data", access: "masterData", tag }),
  companyUpdate: endpoint({ method: "PATCH", path: "/items/company/:id", summary: "Change the own company's master data (with the loaded version)", body: companyPatchPayloadSchema, answer: companySchema, envelope: "data", access: "masterData", tag }),
  // The caller's own company or one of its sub-accounts' (the sub-account switch names them).
  company: endpoint({ method: "GET", path: "/extranet/company/:id", summary: "A company: the own one or a sub-account's", answer: companySchema, envelope: "data", access: "signedIn", tag }),
  customerSatisfaction: endpoint({ method: "GET", path: "/extranet/customer-satisfaction", summary: "Customer satisfaction in figures", answer: customerSatisfactionSchema, envelope: "data", access: "customerSatisfaction", tag }),
  customerFeedback: endpoint({ method: "GET", path: "/items/customer_feedback", summary: "The customers' feedback (Directus query)", query: itemsQuerySchema, answer: itemsAnswer(customerFeedbackSchema), envelope: "raw", access: "customerSatisfaction", tag }),
  customerFeedbackStatus: endpoint({ method: "PATCH", path: "/items/customer_feedback/:id", summary: "Set the processing state of a piece of feedback", body: z.object({ status: z.enum(FEEDBACK_STATUSES) }).strict(), answer: customerFeedbackSchema, envelope: "data", access: "customerSatisfaction", tag }),
  // The history of one record of the caller's company; the collection's own rule applies (the handler checks it).
  activity: endpoint({ method: "GET", path: "/activity", summary: "The change history of a record", query: z.object({ collection: z.string().max(60), item: z.string().max(20) }).strict(), answer: z.array(activityEntrySchema), envelope: "data", access: "signedIn", tag }),
};
