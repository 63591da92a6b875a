// The countries a player may pick, as the site lists them: by name (the browser's Intl.DisplayNames, in the
// site's language), each with its flag. Part of the games area's lazy chunk, never the first page.
import { COUNTRY_CODES } from '../../../shared/names/countryCodes';
import { compareText } from '../../lib/compareText';
import { flagOf } from './boardText';

export interface CountryOption {
  code: string;
  name: string;
  /** '🇫🇮 Finland' */
  label: string;
}

/** The site's language: the names are English, as every other text is. */
const SITE_LOCALE = 'en';

type RegionNames = (code: string) => string | undefined;

function regionNames(locale: string): RegionNames {
  try {
    // Only when the country lists first show (a dialog the player opened), never while a page starts: the
    // names of 249 countries are not worth carrying in the site's own code.
    // eslint-disable-next-line no-restricted-globals
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    // A browser without Intl.DisplayNames lists the codes themselves.
    return () => undefined;
  }
}

/** 'Åland Islands' sorts as 'Aland Islands', 'Côte d’Ivoire' as 'Cote d’Ivoire' (English order, no collator). */
const sortKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

const cache = new Map<string, readonly CountryOption[]>();

/** Every country by name, with its flag; made once per language. */
export function countryOptions(locale = SITE_LOCALE): readonly CountryOption[] {
  const known = cache.get(locale);
  if (known) return known;
  const nameOf = regionNames(locale);
  const options = COUNTRY_CODES.map((code) => {
    const name = nameOf(code) ?? code;
    return { code, name, label: `${flagOf(code)} ${name}` };
  }).sort((a, b) => compareText(sortKey(a.name), sortKey(b.name)));
  cache.set(locale, options);
  return options;
}

/** The country's name ('Finland'), or its code where the browser has no name for it. */
export const countryName = (code: string, locale = SITE_LOCALE): string =>
  countryOptions(locale).find((option) => option.code === code)?.name ?? code;
