/** The supplier endpoints (issue 26: being moved here from the hand-wired routes). */
export const SUPPLIER_ENDPOINTS = {};
