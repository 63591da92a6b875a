/** Every avatar picture made in this tab (a data: URI), by seed: each is drawn once. */
export const avatarCache = new Map<string, string>();
