export function buildForNode(entryUrl: URL, name: string): Promise<string>;
export function importBuilt(entryUrl: URL, name: string): Promise<unknown>;
