/** The awards endpoints (issue 26: being moved here from the hand-wired routes). */
export const AWARDS_ENDPOINTS = {};
