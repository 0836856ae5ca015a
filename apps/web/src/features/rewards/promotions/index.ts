// The promotions feature's public surface: the list query and the registration page's swiper of
// 'new_player' promotions (the shell puts it beside the form). The pages are loaded by the route table.
export { usePromotions } from './api/promotions';
export { RegisterPromotions } from './components/register-promotions';
export { promoDetailPath } from './model/paths';
