import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { ROUTES } from '../lib/routes';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from './lazyPage';
import { HomePage } from '../pages/home/HomePage';

// The big pages load on first visit. The page of the address a visitor lands on starts loading here, while
// the app's own code is still starting up, instead of once React reaches its route; usually it is then in
// memory by that render and shows at once, rather than after a loading spinner. A failed early load is left
// to the route's own load, which reports it.
const sports = lazyPage(() => import('../pages/sports/SportsPage'));
const schedule = lazyPage(() => import('../pages/schedule/SchedulePage'));
const games = lazyPage(() => import('../games/GamesPage'));
const PRELOADS: Partial<Record<string, () => Promise<unknown>>> = {
  [ROUTES.sports]: sports.preload,
  [ROUTES.schedule]: schedule.preload,
  [ROUTES.games]: games.preload,
};
/** Settles once the page landed on is in memory, or its early load failed (its route then reports that). */
export const landedPageLoaded: Promise<unknown> = (
  PRELOADS[window.location.pathname]?.() ?? Promise.resolve()
).catch(() => undefined);

const SportsPage = sports.Page;
const SchedulePage = schedule.Page;
const GamesPage = games.Page;
const ComingSoonPage = lazy(() => import('../pages/placeholders/ComingSoonPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.sports} element={<SportsPage />} />
        <Route path={ROUTES.schedule} element={<SchedulePage />} />
        <Route path={ROUTES.games} element={<GamesPage />} />
        <Route
          path={ROUTES.athletes}
          element={<ComingSoonPage text="Athletes Page - Coming Soon!" />}
        />
        <Route
          path={ROUTES.rankings}
          element={<ComingSoonPage text="Rankings Page - Coming Soon!" />}
        />
        <Route
          path={ROUTES.live}
          element={<ComingSoonPage text="Live Events Page - Coming Soon!" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
