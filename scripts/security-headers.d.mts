export const BOOT_SCRIPT_HASH: string;
export const CONTENT_SECURITY_POLICY: string;
export const SECURITY_HEADERS: Record<string, string>;
