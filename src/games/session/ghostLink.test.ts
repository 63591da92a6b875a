import { ResultsApiError, type ResultsClient } from '../records/resultsClient';
import {
  BAD_GHOST_ID,
  BAD_GHOST_LINK,
  GHOST_LINK_UNKNOWN,
  ghostLinkGame,
  ghostLinkPlan,
} from './ghostLink';

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

describe('where a ghost link leads', () => {
  const plan = (query: string, runGame: ResultsClient['runGame'], online = true) =>
    ghostLinkPlan(records(runGame, online), new URLSearchParams(query), NO_SERVER);
  const ofSwimming = () => Promise.resolve('swimming' as const);

  it('races the run in its own game, whatever game the link names', async () => {
    expect(await plan('ghost=42&game=athletics', ofSwimming)).toEqual({
      race: 'swimming',
      resultId: 42,
    });
    expect(await plan('ghost=42', ofSwimming)).toEqual({ race: 'swimming', resultId: 42 });
  });

  it('opens the game the link names when no server answers (its ready screen says why no ghost)', async () => {
    expect(await plan('ghost=42&game=athletics', ofSwimming, false)).toEqual({
      race: 'athletics',
      resultId: 42,
    });
    expect(await plan('ghost=42', ofSwimming, false)).toEqual({ refuse: NO_SERVER });
  });

  it('names what is wrong: the id, the game, or the run', async () => {
    for (const query of ['ghost=abc', 'ghost=', 'ghost=0&game=swimming', 'ghost=1.5']) {
      expect(await plan(query, ofSwimming), query).toEqual({ refuse: BAD_GHOST_ID });
    }
    expect(await plan('ghost=42&game=chess', ofSwimming)).toEqual({ refuse: BAD_GHOST_LINK });
    const ofArchery = () => Promise.resolve('archery' as const);
    expect(await plan('ghost=42', ofArchery)).toEqual({ refuse: BAD_GHOST_LINK });
    const missing = () => Promise.reject(new ResultsApiError('There is no replay…', 404));
    expect(await plan('ghost=42&game=swimming', missing)).toEqual({ refuse: GHOST_LINK_UNKNOWN });
  });
});
