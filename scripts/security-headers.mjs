// The one source of the security headers: the server sends them and the build writes them to dist/_headers.

/**
 * The page's first script (src/boot.ts, built) is written inline in the HTML, which saves a request on every
 * first visit; the CSP allows that one inline script by its hash. The build computes the hash of what it
 * inlines and stops when it differs from this one, printing the new value (vite.config.ts).
 */
export const BOOT_SCRIPT_HASH = 'sha256-MpoK8wSeltYeol2Mbhb36CiwTxBVzBReiOpzewx/4TQ=';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' '${BOOT_SCRIPT_HASH}'`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
