import { endpoint } from '../endpoint.ts';

const both = ['GET', 'POST'] as const;

export const lotteryEndpoints = {
  'lottery.menus': endpoint(both, '/lgw/games/game_menus'),
  'lottery.vnMenu': endpoint(both, '/lgw/vn/games/game_menu'),
  'lottery.recent': endpoint(both, '/lgw/vn/games/game_menu/recent'),
  'lottery.popular': endpoint(both, '/lgw/games/popular'),
  'lottery.openedOfGame': endpoint(both, '/lgw/vn/numeros/opened/game'),
  'lottery.latestOpened': endpoint(both, '/lotto/lgw/games/opened/numero'),
  'lottery.game': endpoint(['GET'], '/lgw/lottery/games/:gameCode'),
  'lottery.placeBets': endpoint(['POST'], '/lgw/lottery/bets'),
  'lottery.myBets': endpoint(['GET'], '/lgw/lottery/bets'),
  'lottery.draws': endpoint(['GET'], '/lgw/lottery/draws'),
  'lottery.draw': endpoint(['GET'], '/lgw/lottery/draws/:drawId'),
  'lottery.verify': endpoint(['GET'], '/lgw/lottery/draws/:drawId/verify'),
  'lottery.boDraws': endpoint(['GET'], '/bo/api/lottery/draws'),
  'lottery.boEnterResult': endpoint(['POST'], '/bo/api/lottery/draws/:drawId/result'),
  'lottery.boImportResults': endpoint(['POST'], '/bo/api/lottery/results/import'),
  'lottery.boConfirmResult': endpoint(['POST'], '/bo/api/lottery/results/:entryId/confirm'),
  'lottery.boRejectResult': endpoint(['POST'], '/bo/api/lottery/results/:entryId/reject'),
  'lottery.boCancelDraw': endpoint(['POST'], '/bo/api/lottery/draws/:drawId/cancel'),
  'lottery.boConfirmVoid': endpoint(['POST'], '/bo/api/lottery/draws/:drawId/void/confirm'),
  'lottery.boSandboxDrawNow': endpoint(['POST'], '/bo/api/lottery/sandbox/draws/:drawId/draw-now'),
  'lottery.boIncidents': endpoint(['GET'], '/bo/api/lottery/incidents'),
  'lottery.boOpenIncident': endpoint(['POST'], '/bo/api/lottery/incidents'),
  'lottery.boConfirmIncident': endpoint(['POST'], '/bo/api/lottery/incidents/:incidentId/confirm'),
  'lottery.boHolidays': endpoint(['GET'], '/bo/api/lottery/holidays'),
  'lottery.boPutHoliday': endpoint(['PUT'], '/bo/api/lottery/holidays/:region/:day'),
  'lottery.boRemoveHoliday': endpoint(['DELETE'], '/bo/api/lottery/holidays/:region/:day'),
} as const;
