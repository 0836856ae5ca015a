/** The named route 'promotions' takes an id (§2); this builds its URL. */
export const promoDetailPath = (id: string | number) => `/promoDetail?id=${encodeURIComponent(String(id))}`;
