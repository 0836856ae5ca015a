import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberCentreKey } from '@/lib/member-centre-store';

/**
 * The pages behind the entries. The app shell supplies them (`MemberCentreHost pages`): the pages
 * belong to other features (wallet, betting record) that themselves open the member centre, so the
 * member centre must not import them. An entry without a page shows the designed 'coming soon' page.
 */
export type CentrePages = Partial<Record<MemberCentreKey, LazyExoticComponent<ComponentType>>>;

/** Each page is its own chunk, loaded the first time the member opens it. */
export function lazyCentrePage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/** Counts shown on entries (unread messages on messageV2), supplied by the shell like the pages. */
export type CentreBadges = Partial<Record<MemberCentreKey, number>>;

/** Entries the brand does not offer now (referral while its programme is off), supplied by the shell. */
export type CentreHidden = readonly MemberCentreKey[];
