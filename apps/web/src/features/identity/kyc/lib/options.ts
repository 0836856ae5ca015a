import { ID_TYPE_KEYS } from '@pf/shared';

/** §3 ID types, by their numeric key (the spec's 12-entry reading, as the server accepts them). */
export const ID_TYPES = ID_TYPE_KEYS;

/** §3: 20 occupations, numbered from 1. */
export const OCCUPATIONS = Array.from({ length: 20 }, (_, i) => i + 1);

/** §3: the nine-value reading of source of income, numbered from 1. */
export const INCOME_SOURCES = Array.from({ length: 9 }, (_, i) => i + 1);

/** Nationalities as ISO 3166-1 alpha-2 codes; names come from the browser in the visitor's language. */
const COUNTRIES = (
  'AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF ' +
  'TD CL CN CO KM CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH ' +
  'GR GD GT GN GW GY HT HN HK HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR XK KW KG LA LV LB LS LR ' +
  'LY LI LT LU MO MG MW MY MV ML MT MH MR MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO ' +
  'OM PK PW PS PA PG PY PE PH PL PT QA RO RU RW KN LC VC WS SM ST SA SN RS SC SL SG SK SI SB SO ZA SS ' +
  'ES LK SD SR SE CH SY TW TJ TZ TH TL TG TO TT TN TR TM TV UG UA AE GB US UY UZ VU VA VE VN YE ZM ZW'
).split(' ');

/** The brands' home markets first, then everyone else alphabetically in the visitor's language. */
const FIRST = ['PH', 'VN', 'CN', 'ID', 'TH', 'BR'];

export function nationalityOptions(locale: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const name = (code: string) => names?.of(code) ?? code;
  const rest = COUNTRIES.filter((c) => !FIRST.includes(c))
    .map((code) => ({ code, name: name(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...FIRST.map((code) => ({ code, name: name(code) })), ...rest];
}
