/**
 * Which catalog games this deployment can open, per vendor: every game of the vendor (null) or only
 * the listed codes. The lobbies list nothing else, so a tile never leads to "not available"; a
 * vendor without a launch adapter (or not configured here) leaves the lobbies, and a category none
 * of whose vendors can play leaves the menus with it.
 */
export type PlayableGames = ReadonlyMap<string, ReadonlySet<string> | null>;
