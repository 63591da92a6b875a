export function findBrowser(): string | undefined;
export const BROWSER_ARGS: string[];
export const INSTALL_HINT: string;
