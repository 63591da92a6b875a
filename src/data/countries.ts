import type { Rng } from '../../shared/lib/rng';
import type { Country } from './types';

export const COUNTRY_COUNT = 12;
/** Each medal colour is drawn from this range per country. */
export const MEDALS_PER_COLOUR = { min: 0, max: 40 } as const;

interface CountryProfile {
  name: string;
  /** IOC code, shown beside the flag. */
  code: string;
  /** ISO 3166-1 alpha-2, from which the flag emoji is built. */
  iso2: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
}

const list = (names: string) => names.split(',');

export const COUNTRY_PROFILES: readonly CountryProfile[] = [
  {
    name: 'India',
    code: 'IND',
    iso2: 'IN',
    firstNames: list('Arjun,Priya,Rohan,Ananya,Vikram,Neha,Kiran,Meera,Aditya,Sanya'),
    lastNames: list('Sharma,Patel,Singh,Reddy,Nair,Gupta,Iyer,Das,Chopra,Joshi'),
  },
  {
    name: 'United States',
    code: 'USA',
    iso2: 'US',
    firstNames: list('James,Emily,Michael,Sarah,Tyler,Jasmine'),
    lastNames: list('Johnson,Williams,Carter,Brooks,Miller,Davis'),
  },
  {
    name: 'China',
    code: 'CHN',
    iso2: 'CN',
    firstNames: list('Wei,Li,Jun,Mei,Hao,Xin'),
    lastNames: list('Wang,Zhang,Liu,Chen,Yang,Zhao'),
  },
  {
    name: 'Japan',
    code: 'JPN',
    iso2: 'JP',
    firstNames: list('Haruto,Yui,Sota,Aoi,Ren,Hina'),
    lastNames: list('Sato,Suzuki,Takahashi,Tanaka,Ito,Yamamoto'),
  },
  {
    name: 'Great Britain',
    code: 'GBR',
    iso2: 'GB',
    firstNames: list('Oliver,Amelia,Harry,Isla,Jack,Freya'),
    lastNames: list('Smith,Jones,Taylor,Brown,Evans,Walsh'),
  },
  {
    name: 'Germany',
    code: 'GER',
    iso2: 'DE',
    firstNames: list('Lukas,Lena,Finn,Mia,Jonas,Hannah'),
    lastNames: list('Müller,Schmidt,Schneider,Fischer,Weber,Wagner'),
  },
  {
    name: 'France',
    code: 'FRA',
    iso2: 'FR',
    firstNames: list('Louis,Chloé,Hugo,Léa,Jules,Manon'),
    lastNames: list('Martin,Bernard,Dubois,Laurent,Moreau,Lefebvre'),
  },
  {
    name: 'Australia',
    code: 'AUS',
    iso2: 'AU',
    firstNames: list('Cooper,Charlotte,Liam,Ruby,Mitchell,Matilda'),
    lastNames: list('Wilson,Thompson,White,Harris,Kelly,Ryan'),
  },
  {
    name: 'Brazil',
    code: 'BRA',
    iso2: 'BR',
    firstNames: list('Gabriel,Ana,Lucas,Beatriz,Rafael,Larissa'),
    lastNames: list('Silva,Santos,Oliveira,Souza,Costa,Pereira'),
  },
  {
    name: 'Kenya',
    code: 'KEN',
    iso2: 'KE',
    firstNames: list('Eliud,Faith,Brian,Mercy,Daniel,Joyce'),
    lastNames: list('Kiprop,Wanjiru,Kiptum,Chebet,Otieno,Kosgei'),
  },
  {
    name: 'Canada',
    code: 'CAN',
    iso2: 'CA',
    firstNames: list('Ethan,Maya,Owen,Claire,Logan,Sophie'),
    lastNames: list('Tremblay,Roy,Gagnon,Campbell,MacDonald,Leblanc'),
  },
  {
    name: 'South Africa',
    code: 'RSA',
    iso2: 'ZA',
    firstNames: list('Thabo,Lerato,Sipho,Naledi,Pieter,Zanele'),
    lastNames: list('Nkosi,Dlamini,Botha,Mokoena,Khumalo,Naidoo'),
  },
];

/** 'IN' -> 🇮🇳 (two regional-indicator symbols). */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
}

export function generateCountries(rng: Rng): Country[] {
  return COUNTRY_PROFILES.map(({ name, code, iso2 }) => {
    const [goldMedals, silverMedals, bronzeMedals] = [0, 0, 0].map(() =>
      rng.int(MEDALS_PER_COLOUR.min, MEDALS_PER_COLOUR.max),
    ) as [number, number, number];
    return {
      id: code.toLowerCase(),
      name,
      code,
      flag: flagEmoji(iso2),
      goldMedals,
      silverMedals,
      bronzeMedals,
      totalMedals: goldMedals + silverMedals + bronzeMedals,
    };
  });
}
