import { CONTENT_SECURITY_POLICY } from '../scripts/security-headers.mjs';
import { expect, test } from './support/fixtures';
import { SITE_PATHS } from './support/routes';

test('every route is served with the strict security headers', async ({ request }) => {
  for (const path of SITE_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
});

test('text assets are served compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
});
