import { ResultsApiError, type ResultsClient } from '../records/resultsClient';
import { GHOST_LINK_UNKNOWN, ghostLinkGame } from './ghostLink';

const NO_SERVER = 'no server';

function records(runGame: ResultsClient['runGame'], online = true) {
  return { probe: () => Promise.resolve(online), client: { runGame } as unknown as ResultsClient };
}

describe('a ghost link that names no game', () => {
  it('learns the game of the run from the server', async () => {
    const runGame = vi.fn(() => Promise.resolve('alpine-skiing' as const));
    expect(await ghostLinkGame(records(runGame), 42, NO_SERVER)).toEqual({
      ok: true,
      game: 'alpine-skiing',
    });
    expect(runGame).toHaveBeenCalledWith(42);
  });

  it('says in one line that the run is unknown, withheld, or that no server answers', async () => {
    const missing = records(() => Promise.reject(new ResultsApiError('There is no replay…', 404)));
    expect(await ghostLinkGame(missing, 42, NO_SERVER)).toEqual({
      ok: false,
      message: GHOST_LINK_UNKNOWN,
    });
    const withheld = records(() =>
      Promise.reject(new ResultsApiError('This run is of the daily challenge of 2026-11-27…', 403)),
    );
    expect(await ghostLinkGame(withheld, 42, NO_SERVER)).toEqual({
      ok: false,
      message: 'This run is of the daily challenge of 2026-11-27…',
    });
    const runGame = vi.fn(() => Promise.resolve('swimming' as const));
    expect(await ghostLinkGame(records(runGame, false), 42, NO_SERVER)).toEqual({
      ok: false,
      message: NO_SERVER,
    });
    expect(runGame).not.toHaveBeenCalled();
  });
});
