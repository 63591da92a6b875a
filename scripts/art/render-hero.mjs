// Renders the hero background (src/pages/home/assets/hero-*.webp) in headless Chromium: the scene is painted
// on a canvas by heroScene.mjs and encoded as WebP at three sizes. The site ships the files; run this only to
// change the picture:  node scripts/art/render-hero.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { paintStadium } from './heroScene.mjs';

const SIZES = [
  { name: 'hero-1600.webp', width: 1600, height: 720, quality: 0.45 },
  { name: 'hero-800.webp', width: 800, height: 640, quality: 0.45 },
  // Phones (up to 640 px wide): a small portrait picture, under the hero's dark overlay it looks the same.
  { name: 'hero-phone.webp', width: 360, height: 480, quality: 0.4 },
];
const SEED = 2026;
const out = new URL('../../src/pages/home/assets/', import.meta.url);

const executablePath = findBrowser();
if (!executablePath) throw new Error(INSTALL_HINT);
const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
const page = await browser.newPage();
await page.addScriptTag({ content: `window.paintStadium = ${paintStadium.toString()};` });
for (const { name, width, height, quality } of SIZES) {
  const dataUrl = await page.evaluate(
    ({ width, height, quality, seed }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      window.paintStadium(canvas, seed);
      return canvas.toDataURL('image/webp', quality);
    },
    { width, height, quality, seed: SEED },
  );
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  writeFileSync(new URL(name, out), bytes);
  console.log(`${name}: ${width}x${height}, ${(bytes.length / 1024).toFixed(1)} KB`);
}
await browser.close();
