import { render } from '@testing-library/react';
import { useFitSlope } from './useFitSlope';

function SlopeBox() {
  return <div data-testid="slope" ref={useFitSlope()} />;
}

describe('the slope fitted to the screen', () => {
  it('is narrowed for all of it to show where the game is played', () => {
    const { getByTestId } = render(<SlopeBox />);
    expect(getByTestId('slope').style.maxWidth).toMatch(/^\d+px$/);
  });

  it('keeps its full size on a watched stage (a replay, a spectator), which scrolls to it', () => {
    const { getByTestId } = render(
      <div data-watch-only="">
        <SlopeBox />
      </div>,
    );
    expect(getByTestId('slope').style.maxWidth).toBe('');
  });
});
