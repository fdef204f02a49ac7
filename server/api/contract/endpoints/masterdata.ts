/** The masterdata endpoints (issue 26: being moved here from the hand-wired routes). */
export const MASTERDATA_ENDPOINTS = {};
