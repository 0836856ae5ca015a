/** Games calls still registered without a shared contract; this list only shrinks. */
export const pendingGames: string[] = [
  'POST /wps/relay/GCSGAME_newGameVendor',
  'GET /wps/relay/GCSGAME_newGameVendor',
  'POST /wps/relay/GCSGAME_getVassGameType',
  'GET /wps/relay/GCSGAME_getVassGameType',
  'POST /wps/relay/GCSGAME_gameList',
  'GET /wps/relay/GCSGAME_gameList',
  'POST /wps/relay/GCSGAME_hotGamesV2',
  'GET /wps/relay/GCSGAME_hotGamesV2',
  'POST /wps/relay/GLS2_roomList',
  'GET /wps/relay/GLS2_roomList',
  'POST /wps/relay/GCSGAME_getRankList',
  'GET /wps/relay/GCSGAME_getRankList',
];
