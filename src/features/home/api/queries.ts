/** How many of the agencies behind the listings the home page names. */
export const PARTNER_AGENCIES = 8;
