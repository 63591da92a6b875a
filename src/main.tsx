import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, landedPageLoaded } from './app/App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the page's own code may keep the first render waiting before it shows the loading spinner. */
const LANDED_PAGE_WAIT_MS = 3000;

// The page's first paint is already on screen (scripts/prerender.mjs). React's first render replaces it, so
// it waits for the landed page's code rather than swap the painted heading for a spinner and back.
// That first render is a transition: React renders it in short slices that yield to the browser instead of one
// long task (Lighthouse TBT on a throttled phone: ~100 ms -> ~0 on Home, ~500 ms -> ~20 ms on the lobby).
const root = createRoot(container);
let wait = 0;
const slowPage = new Promise((resolve) => {
  wait = window.setTimeout(resolve, LANDED_PAGE_WAIT_MS);
});
void Promise.race([landedPageLoaded, slowPage]).then(() => {
  window.clearTimeout(wait);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
