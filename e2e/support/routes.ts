/** Every route of the site (SPEC §2), and an address that is none of them. */
export const SITE_PATHS = [
  '/',
  '/sports',
  '/schedule',
  '/games',
  '/athletes',
  '/rankings',
  '/live',
  '/no-such-page',
] as const;
