/** How many upcoming events Home's side panel lists (SPEC §2). */
export const UPCOMING_ON_HOME = 3;
