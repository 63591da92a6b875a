import { MEDAL_EMOJI } from '../../../shared/games/medals';

describe('warmMedalEmoji', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const laidOut = () => {
    const measured: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      measured.push(`${this.textContent}|${this.getAttribute('aria-hidden')}|${this.isConnected}`);
      return new DOMRect();
    });
    return measured;
  };

  it('lays the three medals out once, hidden from assistive technology, when idle, and leaves nothing behind', async () => {
    const { warmMedalEmoji } = await import('./warmMedalEmoji');
    const measured = laidOut();
    warmMedalEmoji();
    expect(measured).toEqual([]);
    vi.runAllTimers();
    const medals = Object.values(MEDAL_EMOJI).join('');
    expect(measured).toEqual([`${medals}|true|true`]);
    expect(document.body.textContent).not.toContain(MEDAL_EMOJI.gold);

    warmMedalEmoji();
    vi.runAllTimers();
    expect(measured).toHaveLength(1);
  });

  it('does nothing when cancelled before the idle moment (the game was left at once)', async () => {
    const { warmMedalEmoji } = await import('./warmMedalEmoji');
    const measured = laidOut();
    const cancel = warmMedalEmoji();
    cancel();
    vi.runAllTimers();
    expect(measured).toEqual([]);
    // A later game still warms them.
    warmMedalEmoji();
    vi.runAllTimers();
    expect(measured).toHaveLength(1);
  });
});
