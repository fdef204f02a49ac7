/** The help endpoints (issue 26: being moved here from the hand-wired routes). */
export const HELP_ENDPOINTS = {};
