import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES, SOCIAL_LINK_TYPES } from '@pf/shared/contracts/content';
import { siteCall } from '../content-calls';

/** One entry of a brand's link lists, in the form the screen edits: its type, address and label. */
export interface LinkEntry {
  type: string;
  url: string;
  label: string;
  /** What the download's QR code opens (empty: the file itself); downloads only. */
  qr?: string;
}

/** A list of the brand's links: its types, how to read it, and how to add, change or remove an entry. */
export interface LinkList {
  key: 'downloads' | 'social' | 'service';
  types: readonly string[];
  hasLabel: boolean;
  read: (signal: AbortSignal) => Promise<LinkEntry[]>;
  save: (entry: LinkEntry, isNew: boolean) => Promise<unknown>;
  remove: (type: string) => Promise<unknown>;
}

export const DOWNLOADS: LinkList = {
  key: 'downloads',
  types: RESOURCE_TYPES,
  hasLabel: true,
  read: async (signal) =>
    (await siteCall('siteLinks.resources', { query: {}, signal })).items.map((r) => ({
      type: r.resourceType,
      url: r.url,
      label: r.labelNameEn,
      qr: r.qrCodeUrl,
    })),
  save: (e, isNew) => {
    const body = { url: e.url, qrCodeUrl: e.qr ?? '', labelNameEn: e.label };
    const type = e.type as (typeof RESOURCE_TYPES)[number];
    return isNew
      ? siteCall('siteLinks.createResource', { body: { ...body, resourceType: type } })
      : siteCall('siteLinks.updateResource', { params: { type }, query: {}, body });
  },
  remove: (type) =>
    siteCall('siteLinks.deleteResource', {
      params: { type: type as (typeof RESOURCE_TYPES)[number] },
      query: {},
    }),
};

export const SOCIAL: LinkList = {
  key: 'social',
  types: SOCIAL_LINK_TYPES,
  hasLabel: false,
  read: async (signal) =>
    (await siteCall('siteLinks.socialLinks', { query: {}, signal })).items.map((s) => ({
      type: s.type,
      url: s.url,
      label: '',
    })),
  save: (e, isNew) => {
    const type = e.type as (typeof SOCIAL_LINK_TYPES)[number];
    return isNew
      ? siteCall('siteLinks.createSocialLink', { body: { type, url: e.url } })
      : siteCall('siteLinks.updateSocialLink', { params: { type }, query: {}, body: { url: e.url } });
  },
  remove: (type) =>
    siteCall('siteLinks.deleteSocialLink', {
      params: { type: type as (typeof SOCIAL_LINK_TYPES)[number] },
      query: {},
    }),
};

export const SERVICE: LinkList = {
  key: 'service',
  types: CUSTOMER_SERVICE_TYPES,
  hasLabel: true,
  read: async (signal) =>
    (await siteCall('siteLinks.customerService', { query: {}, signal })).items.map((c) => ({
      type: c.csType,
      url: c.path,
      label: c.title,
    })),
  save: (e, isNew) => {
    const csType = e.type as (typeof CUSTOMER_SERVICE_TYPES)[number];
    return isNew
      ? siteCall('siteLinks.createCustomerService', { body: { csType, path: e.url, title: e.label } })
      : siteCall('siteLinks.updateCustomerService', {
          params: { type: csType },
          query: {},
          body: { path: e.url, title: e.label },
        });
  },
  remove: (type) =>
    siteCall('siteLinks.deleteCustomerService', {
      params: { type: type as (typeof CUSTOMER_SERVICE_TYPES)[number] },
      query: {},
    }),
};
