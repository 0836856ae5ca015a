import { endpointTable } from '../endpoint.ts';

/** §7 Points (relay calls answer GET and POST alike) and the back office's points pages. */
export const pointsEndpoints = endpointTable({
  'points.balance': 'GET POST /wps/relay/MCS2_getPointBalance',
  'points.rewards': 'GET POST /wps/relay/MCS2_getPointReward',
  'points.redeems': 'GET POST /wps/relay/MCS2_getRedeemPointList',
  'points.config': 'GET POST /wps/relay/MCS2_getPointConfig',
  'points.entries': 'GET POST /wps/relay/ODSFE2_MemTransDet',
  'points.redeem': 'POST /wps/relay/passwordCheck/MCS2_redeemPointReward',
  'points.convert': 'POST /wps/relay/passwordCheck/MCS2_convertPoint',
  'points.image': 'GET /wps/pointMall/images/:imageId',
  'points.boConfig': 'GET /bo/api/points/config',
  'points.boSaveConfig': 'PUT /bo/api/points/config',
  'points.boRewards': 'GET /bo/api/points/rewards',
  'points.boCreateReward': 'POST /bo/api/points/rewards',
  'points.boUpdateReward': 'PUT /bo/api/points/rewards/:id',
  'points.boArchiveReward': 'DELETE /bo/api/points/rewards/:id',
  'points.boUploadImage': 'POST /bo/api/points/images',
  'points.boRedeems': 'GET /bo/api/points/redeems',
  'points.boDecideRedeem': 'POST /bo/api/points/redeems/:id/decision',
});
