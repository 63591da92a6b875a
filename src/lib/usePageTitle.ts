import { useEffect } from 'react';
import { SITE_TAGLINE, SITE_TITLE } from './siteText';

/** 'Page · Site title', or the site's full name for Home. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${SITE_TITLE}` : `${SITE_TITLE} · ${SITE_TAGLINE}`;
}

/** Sets document.title to pageTitle(page). */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
