// Plays for the frames bench (frames.mjs) that watch a stored run instead of playing one: `open` loads the
// replay's address and waits for its controls, `prepare` starts it playing (before the figures count), and the
// measured part lets it play on, then seeks to its end by the scrubber's End key. So the frames are the
// replay's own and the one interaction counted (its INP) is the seek to the end: from the key press to the
// frame that shows the run's last moment. Long animation frames are counted for the playback and for the seek
// apart: the budget for playback is none, the seek's is its INP (≤ 100 ms).

import { PLAYED_UNTIL_STAMP } from './frameStats.mjs';

/** Plays of the stored runs `seeded` ([{ game, id }], replaySeed.entry.ts). */
export function replayPlays(seeded) {
  return seeded.map(({ game, id }) => ({
    name: `${game} replay`,
    async open(page, baseUrl) {
      await page.goto(`${baseUrl}/games?replay=${id}`);
      await page.getByRole('slider', { name: 'Replay position' }).waitFor();
    },
    async prepare(page) {
      const play = page.getByRole('button', { name: 'Play', exact: true });
      if (await play.isVisible()) await play.click();
      const scrubber = page.getByRole('slider', { name: 'Replay position' });
      await scrubber.waitFor();
      return async (ms) => {
        await page.waitForTimeout(ms);
        // The playback ends here: a long frame from now on is the seek's (frames.mjs counts them apart).
        // …and its frames in the trace end here (frameStats.mjs reads the stamp).
        await page.evaluate((stamp) => {
          if (window.__frameBench) window.__frameBench.playedUntil = performance.now();
          console.timeStamp(stamp);
        }, PLAYED_UNTIL_STAMP);
        await scrubber.focus();
        await page.keyboard.press('End');
        await page.waitForTimeout(500);
      };
    },
    control: (page) => page.getByTestId('replay-controls'),
  }));
}
