export { PointMallPage } from './point-mall-page';
