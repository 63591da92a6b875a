import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top (declarative routers do not restore scroll by themselves). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
