import { useLocation } from 'react-router';

/** Renders the router's current path and query, so a test can see where a click navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
