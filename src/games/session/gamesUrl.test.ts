import { boardFrom, ghostHref, ghostLinkFrom, withBoard } from './gamesUrl';

describe('the boards in the games URL', () => {
  it('opens a known game’s boards from ?board=GAME and ignores anything else', () => {
    expect(boardFrom(new URLSearchParams('board=swimming'))).toBe('swimming');
    expect(boardFrom(new URLSearchParams('board=chess'))).toBeNull();
    expect(boardFrom(new URLSearchParams(''))).toBeNull();
  });

  it('keeps the view when the boards open and close', () => {
    const open = withBoard(new URLSearchParams('view=results'), 'archery');
    expect(open.toString()).toBe('view=results&board=archery');
    expect(withBoard(open, null).toString()).toBe('view=results');
  });
});

describe('a ghost race link', () => {
  it('names a result id and its game, and reads back from the URL', () => {
    const href = ghostHref(42, 'alpine-skiing', 'https://example.org');
    expect(href).toBe('https://example.org/games?ghost=42&game=alpine-skiing');
    expect(ghostLinkFrom(new URL(href).searchParams)).toEqual({
      resultId: 42,
      game: 'alpine-skiing',
    });
  });

  it('may leave the game out: the page learns it from the server', () => {
    expect(ghostLinkFrom(new URLSearchParams('ghost=42'))).toEqual({ resultId: 42, game: null });
  });

  it('is refused when the id is not a whole number from 1 or the game is unknown', () => {
    for (const query of [
      'ghost=0&game=swimming',
      'ghost=1.5&game=swimming',
      'ghost=abc',
      'ghost=',
      'ghost=7&game=chess',
      'ghost=7&game=',
      'ghost=1234567890123456&game=swimming',
    ]) {
      expect(ghostLinkFrom(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
