// Shown in place of the painted page when the app's code cannot be fetched (offline, or a deploy replaced
// it): a message and a way out, never an inert page that silently ignores every click. Plain DOM calls,
// because React is part of what failed to arrive.
export const LOAD_FAILURE_TITLE = 'The site could not load';

export function showLoadFailure() {
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'mx-auto max-w-xl px-4 py-16 text-center';
  const heading = document.createElement('h1');
  heading.className = 'text-2xl font-bold text-navy-900';
  heading.textContent = LOAD_FAILURE_TITLE;
  const text = document.createElement('p');
  text.className = 'mt-3 text-slate-700';
  text.textContent = 'Check your connection, then reload the page.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn-primary mt-6';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  box.append(heading, text, reload);
  root.replaceChildren(box);
}
