/** §4 Lobby list type. */
export type ListType = 'game' | 'hot' | 'fav' | 'recent';

/** §4: picking the active list type again goes back to the plain game list. */
export const nextListType = (current: ListType, picked: ListType): ListType =>
  picked === current ? 'game' : picked;

/** §6: favourites and recent games belong to a real member; the others are open to visitors. */
export const listTypeNeedsMember = (type: ListType) => type === 'fav' || type === 'recent';
