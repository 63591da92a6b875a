// @vitest-environment node
// Node, as at build time: nothing the first paint imports may need a browser.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, renderFirstPaint } from './firstPaint';

const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const currentNavLink = (html: string) =>
  /<a[^>]*aria-current="page"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';

describe('first paint', () => {
  it('gives every page its own file and title', () => {
    const files = PRERENDERED_PAGES.map((page) => page.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('index.html');
    expect(PRERENDERED_PAGES.find((page) => page.path === '/schedule')?.title).toBe(
      'Schedule · World Peace Games',
    );
  });

  it.each([
    ['/', 'World Peace Games'],
    ['/sports', 'Sports'],
    ['/schedule', 'Event Schedule'],
    ['/games', 'Play Games'],
  ])('paints the heading of %s', (path, heading) => {
    expect(h1Of(renderFirstPaint(path))).toBe(heading);
  });

  it('paints Home’s hero picture and full medal tally, but none of the events (they move with time)', () => {
    const html = renderFirstPaint('/');
    expect(html).toMatch(/<img[^>]*srcSet="[^"]*hero-800[^"]*800w/);
    expect(html).toContain('Medal Tally');
    expect(html).not.toContain('live-events-title');
    expect(html).not.toContain('upcoming-events-title');
  });

  it('paints no event on the Schedule either: statuses follow the clock, so the app renders them', () => {
    const html = renderFirstPaint('/schedule');
    expect(html).not.toMatch(/<article|Completed|Upcoming|Winner/);
    expect(html).not.toContain('<select');
  });

  it('marks the page’s own top-bar link as current', () => {
    expect(currentNavLink(renderFirstPaint('/schedule'))).toContain('Schedule');
    expect(currentNavLink(renderFirstPaint('/games'))).toContain('Games');
  });

  it('paints the loading spinner and no page heading for any other address', () => {
    const html = renderFirstPaint('*');
    expect(html).toContain('role="status"');
    expect(h1Of(html)).toBeUndefined();
    expect(currentNavLink(html)).toBe('');
  });
});
