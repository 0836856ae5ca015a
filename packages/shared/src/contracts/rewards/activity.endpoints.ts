import { endpoint } from '../endpoint.ts';

/** Activity applications: the member's side under /wps, the review under /bo/api. */
export const activityEndpoints = {
  'activity.apply': endpoint(['POST'], '/wps/activity/apply'),
  'activity.mine': endpoint(['GET'], '/wps/activity/applications'),
  'activity.state': endpoint(['GET'], '/wps/activity/state/:promotionId'),
  'activity.image': endpoint(['GET'], '/wps/activity/images/:imageId'),
  'activity.staffList': endpoint(['GET'], '/bo/api/activity/applications'),
  'activity.staffImage': endpoint(['GET'], '/bo/api/activity/images/:imageId'),
  'activity.approve': endpoint(['POST'], '/bo/api/activity/applications/:id/approve'),
  'activity.reject': endpoint(['POST'], '/bo/api/activity/applications/:id/reject'),
  'activity.setRequired': endpoint(['PUT'], '/bo/api/activity/promotions/:promotionId'),
} as const;
