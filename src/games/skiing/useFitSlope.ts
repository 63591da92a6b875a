import { useCallback } from 'react';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../../../shared/games/skiing/constants';

/** Room kept under the slope, so its frame does not touch the screen's bottom edge. */
const BOTTOM_GAP_PX = 8;
/** The slope never gets narrower than this (on a very short screen the page scrolls instead). */
const MIN_WIDTH_PX = 160;
const MAX_WIDTH_PX = FIELD_WIDTH;

/** The widest the slope (the field's 2:3 box) may be for all of it to show with the page at its top. */
function fit(slope: HTMLElement) {
  const top = slope.getBoundingClientRect().top + window.scrollY;
  const width = Math.floor(
    ((window.innerHeight - top - BOTTOM_GAP_PX) * FIELD_WIDTH) / FIELD_HEIGHT,
  );
  slope.style.maxWidth = `${Math.min(MAX_WIDTH_PX, Math.max(MIN_WIDTH_PX, width))}px`;
}

/**
 * A ref for the slope's box that sizes it so all of it (and the steer buttons on it) shows on the screen
 * without scrolling: the header above the game differs with the room's name and the screen's width, so the
 * room left below the slope's top is measured when the slope mounts and on every resize.
 */
export function useFitSlope() {
  return useCallback((slope: HTMLElement | null) => {
    // A watched stage (a replay, a spectator) has no steer buttons to keep on screen, and controls of its own
    // above the game: the slope keeps its full size there and the page scrolls to it.
    if (!slope || slope.closest('[data-watch-only]')) return;
    const refit = () => fit(slope);
    refit();
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);
}
