import { boardFrom, withBoard } from './gamesUrl';

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
