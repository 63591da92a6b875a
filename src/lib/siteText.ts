export const SITE_TITLE = 'World Peace Games';
export const SITE_TAGLINE = 'Conflict Solution Games';
