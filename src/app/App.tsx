import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { ROUTES } from '../lib/routes';
import { ErrorBoundary } from './ErrorBoundary';
import { HomePage } from '../pages/home/HomePage';

const SportsPage = lazy(() => import('../pages/sports/SportsPage'));
const SchedulePage = lazy(() => import('../pages/schedule/SchedulePage'));
const GamesPage = lazy(() => import('../games/GamesPage'));
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
