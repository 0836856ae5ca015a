import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'mmdb-lib';

/**
 * Offline IP -> country lookup. The data is the CC0 'geo-whois-asn-country' database of the
 * @ip-location-db project, shipped as an npm package and refreshed by updating that package.
 */
export interface GeoIp {
  country(ip: string): string | null;
}

/** The package's records carry only the ISO country code. */
type CountryRecord = { country_code?: string };

export function loadGeoIp(): GeoIp {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
  const reader = new Reader<never>(readFileSync(file));
  return {
    country(ip: string) {
      const clean = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!isIP(clean)) return null;
      return (reader.get(clean) as CountryRecord | null)?.country_code ?? null;
    },
  };
}
