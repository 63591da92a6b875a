// The leaderboard's medals are the first emoji a game page draws, and the first emoji loads the emoji font (a
// colour font of megabytes on a phone). In the frame the leaderboard appeared, that load made style and layout
// take ~60 ms at 4x CPU throttling, while a player's last taps were still landing. Laying the medals out once,
// unseen, in an idle moment while the game is readied pays for it there.
import { whenIdle } from '../../lib/whenIdle';
import { MEDAL_EMOJI } from '../../../shared/games/medals';

let warmed = false;

/** Lays the medal emoji out once per page, when idle; returns a function that cancels it if not done yet. */
export function warmMedalEmoji(): () => void {
  if (warmed) return () => undefined;
  return whenIdle(() => {
    if (warmed) return;
    warmed = true;
    const medals = document.createElement('span');
    medals.setAttribute('aria-hidden', 'true');
    medals.style.cssText =
      'position:fixed;left:-10000px;top:0;visibility:hidden;white-space:nowrap';
    medals.textContent = Object.values(MEDAL_EMOJI).join('');
    document.body.append(medals);
    // Measuring lays the text out now, choosing and loading its font; the span is then not needed.
    medals.getBoundingClientRect();
    medals.remove();
  });
}
