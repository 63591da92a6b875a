import { useEffect } from 'react';
import { SITE_TAGLINE, SITE_TITLE } from './siteText';

/** Sets document.title to 'Page · Site title'. */
export function usePageTitle(page?: string) {
  useEffect(() => {
    const site = `${SITE_TITLE} · ${SITE_TAGLINE}`;
    document.title = page ? `${page} · ${SITE_TITLE}` : site;
  }, [page]);
}
