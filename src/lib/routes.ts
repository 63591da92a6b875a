// The one table of route paths. Links, the router and tests read it from here.
export const ROUTES = {
  home: '/',
  sports: '/sports',
  schedule: '/schedule',
  games: '/games',
  athletes: '/athletes',
  rankings: '/rankings',
  live: '/live',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
