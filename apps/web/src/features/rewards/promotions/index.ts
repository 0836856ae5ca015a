// The promotions feature's public surface: the list query (the registration swiper shows its
// 'new_player' promotions). The pages are loaded by the route table.
export { usePromotions } from './api/promotions';
export { promoDetailPath } from './model/paths';
