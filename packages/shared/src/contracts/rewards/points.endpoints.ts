import { endpoint } from '../endpoint.ts';

/** §7 Points (relay calls answer GET and POST alike) and the back office's points pages. */
export const pointsEndpoints = {
  'points.balance': endpoint(['GET', 'POST'], '/wps/relay/MCS2_getPointBalance'),
  'points.rewards': endpoint(['GET', 'POST'], '/wps/relay/MCS2_getPointReward'),
  'points.redeems': endpoint(['GET', 'POST'], '/wps/relay/MCS2_getRedeemPointList'),
  'points.config': endpoint(['GET', 'POST'], '/wps/relay/MCS2_getPointConfig'),
  'points.entries': endpoint(['GET', 'POST'], '/wps/relay/ODSFE2_MemTransDet'),
  'points.redeem': endpoint(['POST'], '/wps/relay/passwordCheck/MCS2_redeemPointReward'),
  'points.convert': endpoint(['POST'], '/wps/relay/passwordCheck/MCS2_convertPoint'),
  'points.image': endpoint(['GET'], '/wps/pointMall/images/:imageId'),
  'points.boConfig': endpoint(['GET'], '/bo/api/points/config'),
  'points.boSaveConfig': endpoint(['PUT'], '/bo/api/points/config'),
  'points.boRewards': endpoint(['GET'], '/bo/api/points/rewards'),
  'points.boCreateReward': endpoint(['POST'], '/bo/api/points/rewards'),
  'points.boUpdateReward': endpoint(['PUT'], '/bo/api/points/rewards/:id'),
  'points.boArchiveReward': endpoint(['DELETE'], '/bo/api/points/rewards/:id'),
  'points.boUploadImage': endpoint(['POST'], '/bo/api/points/images'),
  'points.boRedeems': endpoint(['GET'], '/bo/api/points/redeems'),
  'points.boDecideRedeem': endpoint(['POST'], '/bo/api/points/redeems/:id/decision'),
} as const;
