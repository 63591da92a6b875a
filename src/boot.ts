// The page's first script. Its first paint is already in the HTML and needs only the stylesheet
// (scripts/prerender.mjs), so the app's code (src/main.tsx, ~90 KB, named in this script's data-app
// attribute by vite.config.ts) is fetched once the page has loaded (stylesheet and pictures) and painted: on a
// slow phone it no longer shares the network with what is being painted. Until it has run, the painted copy
// is inert.
import { showLoadFailure } from './bootFailure';

/** Longest the app waits for the page's pictures; a stalled download must not keep the page inert. */
const LOAD_WAIT_MS = 2000;

let started = false;
function startApp() {
  if (started) return;
  started = true;
  const appUrl = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (!appUrl) return showLoadFailure();
  // Fetched at low priority like every other script of the page (a bare import() asks for high priority).
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.fetchPriority = 'low';
  preload.href = appUrl;
  document.head.append(preload);
  import(/* @vite-ignore */ appUrl).catch(showLoadFailure);
}

/** Runs `run` once the frame after this moment is on screen (two animation frames later). */
function afterNextPaint(run: () => void) {
  // A tab opened in the background does not paint, and would never run an animation frame.
  if (document.visibilityState !== 'visible') return run();
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
}

if (document.readyState === 'complete') {
  afterNextPaint(startApp);
} else {
  window.addEventListener('load', () => afterNextPaint(startApp), { once: true });
  window.setTimeout(startApp, LOAD_WAIT_MS);
}
