// The leaderboard is drawn in type the game screen does not use (its heading, the banner, the rows' figures)
// and shows the first emoji a game page draws (the medals). The first text laid out in a new size and weight
// of a font asks for that font's rendering at that size (on Linux a round trip to the browser process of
// ~1.5 ms at 4x CPU throttling), and the first emoji loads the emoji font (a colour font of megabytes on a
// phone): in the frame the leaderboard appeared, that made style and layout take ~60 ms, while a player's last
// taps were still landing. Laying a line of each of its sizes and weights out once, unseen, in an idle moment
// while the game is readied pays for it there.
import { whenIdle } from '../../lib/whenIdle';
import { MEDAL_EMOJI } from '../../../shared/games/medals';

/**
 * The sizes and weights the leaderboard's text is set in (see results/Leaderboard.tsx and VerdictPanel.tsx);
 * the medals stand in the rows' positions, in `text-lg font-bold`.
 */
export const LEADERBOARD_TYPE = [
  'text-3xl font-bold',
  'text-2xl font-black',
  'text-lg font-bold',
  'text-lg font-bold tabular-nums',
  'font-medium',
  'font-bold',
  'text-sm',
  'text-sm font-semibold',
  'text-xs',
  'text-xs font-semibold',
  'text-base font-semibold',
] as const;

/** What each line of the warm-up reads: the medals, letters and the figures of a score. */
const SAMPLE = `${Object.values(MEDAL_EMOJI).join('')} Leaderboard You 0123456789,.% ·`;

let warmed = false;

/** Lays the leaderboard's type out once per page, when idle; returns a function that cancels it if not done yet. */
export function warmLeaderboardType(): () => void {
  if (warmed) return () => undefined;
  return whenIdle(() => {
    if (warmed) return;
    warmed = true;
    const sample = document.createElement('div');
    sample.setAttribute('aria-hidden', 'true');
    sample.style.cssText =
      'position:fixed;left:-10000px;top:0;visibility:hidden;white-space:nowrap;contain:strict';
    for (const type of LEADERBOARD_TYPE) {
      const line = document.createElement('p');
      line.className = type;
      line.textContent = SAMPLE;
      sample.append(line);
    }
    document.body.append(sample);
    // Measuring lays the text out now, choosing and loading its fonts; the lines are then not needed.
    sample.getBoundingClientRect();
    sample.remove();
  });
}
