// The support chat's limits, apart from its contracts: the site's composer reads them, and a
// contract file brings its schemas and zod into whatever imports it.

/** A chat line's length in characters, after trimming. */
export const CHAT_TEXT_MIN = 1;
export const CHAT_TEXT_MAX = 1000;
/** How many lines a member may send in one window; one more is refused until it passes. */
export const CHAT_SEND_LIMIT = 10;
export const CHAT_SEND_WINDOW_SECONDS = 60;
export const CHAT_PAGE_MAX = 100;
