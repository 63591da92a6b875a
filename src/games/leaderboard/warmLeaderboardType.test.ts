import { MEDAL_EMOJI } from '../../../shared/games/medals';

describe('warmLeaderboardType', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** What was laid out: each line's class and text, whether hidden from assistive technology and attached. */
  const laidOut = () => {
    const measured: { hidden: string | null; attached: boolean; lines: string[] }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      measured.push({
        hidden: this.getAttribute('aria-hidden'),
        attached: this.isConnected,
        lines: [...this.children].map((line) => `${line.className}|${line.textContent}`),
      });
      return new DOMRect();
    });
    return measured;
  };

  it('lays a line of each size and weight of the leaderboard, medals included, out once when idle, hidden, and leaves nothing behind', async () => {
    const { warmLeaderboardType, LEADERBOARD_TYPE } = await import('./warmLeaderboardType');
    const measured = laidOut();
    warmLeaderboardType();
    expect(measured).toEqual([]);
    vi.runAllTimers();
    expect(measured).toHaveLength(1);
    const [sample] = measured;
    expect(sample).toMatchObject({ hidden: 'true', attached: true });
    expect(sample!.lines.map((line) => line.split('|')[0])).toEqual([...LEADERBOARD_TYPE]);
    for (const line of sample!.lines) {
      for (const medal of Object.values(MEDAL_EMOJI)) expect(line).toContain(medal);
    }
    expect(LEADERBOARD_TYPE).toContain('text-lg font-bold');
    expect(document.body.textContent).not.toContain(MEDAL_EMOJI.gold);

    warmLeaderboardType();
    vi.runAllTimers();
    expect(measured).toHaveLength(1);
  });

  it('does nothing when cancelled before the idle moment (the game was left at once)', async () => {
    const { warmLeaderboardType } = await import('./warmLeaderboardType');
    const measured = laidOut();
    const cancel = warmLeaderboardType();
    cancel();
    vi.runAllTimers();
    expect(measured).toEqual([]);
    // A later game still warms it.
    warmLeaderboardType();
    vi.runAllTimers();
    expect(measured).toHaveLength(1);
  });
});
