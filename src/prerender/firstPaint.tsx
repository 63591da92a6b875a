// What each page shows before its JavaScript runs, rendered to HTML at build time (scripts/prerender.mjs):
// the top bar and the part of the page that is the same for every visit (Home's hero and medal tally, each
// page's heading and introduction). The largest paint of every page is in that part, so it no longer waits
// for the app's code. Anything that depends on the moment of the visit or the visitor's saved profile is
// left to the app, whose first render replaces this HTML (see src/main.tsx). Built for Node only: none of
// this is in the browser's bundle.
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { Layout } from '../app/Layout';
import { PageLoading } from '../app/PageLoading';
import { homeData } from '../data/homeData';
import { rankMedalTally } from '../data/medalTally';
import { ROUTES } from '../lib/routes';
import { pageTitle } from '../lib/usePageTitle';
import { Hero } from '../pages/home/Hero';
import { HomeColumns } from '../pages/home/HomePage';
import { MedalTally } from '../pages/home/MedalTally';
import { ScheduleIntro } from '../pages/schedule/ScheduleIntro';
import { PageColumn } from '../pages/shared/PageIntro';
import { SportsIntro } from '../pages/sports/SportsIntro';
import { GamesSection } from '../games/GamesSection';
import { LobbyHeading, LobbyStack } from '../games/lobby/LobbyHeading';

export interface PrerenderedPage {
  /** The address whose first paint this is; '*' for every other address (the app's fallback page). */
  path: string;
  /** Where in the build the page's HTML goes. */
  file: string;
  title: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: ROUTES.home, file: 'index.html', title: pageTitle() },
  { path: ROUTES.sports, file: 'sports.html', title: pageTitle('Sports') },
  { path: ROUTES.schedule, file: 'schedule.html', title: pageTitle('Schedule') },
  { path: ROUTES.games, file: 'games.html', title: pageTitle('Play Games') },
  // Pages loaded on demand (coming soon, not found) show the loading spinner first, as the app does.
  { path: '*', file: '200.html', title: pageTitle() },
];

function HomeFirstPaint() {
  // The medal tally reads the same at every moment (only the events move with the visit's time).
  const { countries } = homeData(new Date());
  return (
    <>
      <Hero />
      <HomeColumns>
        <MedalTally rows={rankMedalTally(countries)} />
      </HomeColumns>
    </>
  );
}

function FirstPaintRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={ROUTES.home} element={<HomeFirstPaint />} />
        <Route
          path={ROUTES.sports}
          element={
            <PageColumn>
              <SportsIntro />
            </PageColumn>
          }
        />
        <Route
          path={ROUTES.schedule}
          element={
            <PageColumn>
              <ScheduleIntro />
            </PageColumn>
          }
        />
        <Route
          path={ROUTES.games}
          element={
            <GamesSection>
              <LobbyStack>
                <LobbyHeading />
              </LobbyStack>
            </GamesSection>
          }
        />
        <Route path="*" element={<PageLoading />} />
      </Route>
    </Routes>
  );
}

/** The first paint of `path` as HTML (for '*', of an address no page claims). */
export function renderFirstPaint(path: string): string {
  const location = path === '*' ? '/__first-paint-fallback' : path;
  return renderToString(
    <StaticRouter location={location}>
      <FirstPaintRoutes />
    </StaticRouter>,
  );
}
