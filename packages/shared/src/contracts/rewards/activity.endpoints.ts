import { endpointTable } from '../endpoint.ts';

/** Activity applications: the member's side under /wps, the review under /bo/api. */
export const activityEndpoints = endpointTable({
  'activity.apply': 'POST /wps/activity/apply',
  'activity.mine': 'GET /wps/activity/applications',
  'activity.state': 'GET /wps/activity/state/:promotionId',
  'activity.image': 'GET /wps/activity/images/:imageId',
  'activity.staffList': 'GET /bo/api/activity/applications',
  'activity.staffImage': 'GET /bo/api/activity/images/:imageId',
  'activity.approve': 'POST /bo/api/activity/applications/:id/approve',
  'activity.reject': 'POST /bo/api/activity/applications/:id/reject',
  'activity.setRequired': 'PUT /bo/api/activity/promotions/:promotionId',
});
