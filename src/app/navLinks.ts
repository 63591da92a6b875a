import { ROUTES, type RoutePath } from '../lib/routes';
import type { NavIconName } from './NavIcon';

export interface NavLink {
  to: RoutePath;
  label: string;
  icon: NavIconName;
}

/** The six top-bar links of SPEC.md §2, in order. /live has no link. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: ROUTES.home, label: 'Home', icon: 'home' },
  { to: ROUTES.sports, label: 'Sports', icon: 'sports' },
  { to: ROUTES.schedule, label: 'Schedule', icon: 'schedule' },
  { to: ROUTES.games, label: 'Play Games', icon: 'games' },
  { to: ROUTES.athletes, label: 'Athletes', icon: 'athletes' },
  { to: ROUTES.rankings, label: 'Rankings', icon: 'rankings' },
];
