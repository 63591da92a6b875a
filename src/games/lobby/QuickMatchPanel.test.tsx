import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MINI_GAMES } from '../../../shared/games/catalog';
import { QuickMatchPanel } from './QuickMatchPanel';

describe('QuickMatchPanel', () => {
  it('offers Play now on every game, each button described by its game', () => {
    render(<QuickMatchPanel onPlayNow={async () => {}} />);
    const cards = screen.getAllByTestId('quick-match-card');
    expect(cards).toHaveLength(MINI_GAMES.length);
    const archery = cards.find((card) => card.textContent?.includes('Archery'))!;
    const button = within(archery).getByRole('button', { name: 'Play now' });
    expect(button).toHaveAccessibleDescription(/Archery/);
  });

  it('plays the chosen game from the keyboard, and takes no second press until the first settles', async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onPlayNow = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    render(<QuickMatchPanel onPlayNow={onPlayNow} />);
    const fencing = screen
      .getAllByTestId('quick-match-card')
      .find((card) => card.textContent?.includes('Fencing'))!;
    within(fencing).getByRole('button', { name: 'Play now' }).focus();
    await user.keyboard('{Enter}');
    expect(onPlayNow).toHaveBeenCalledWith('fencing');
    expect(within(fencing).getByRole('button')).toHaveTextContent('Finding a game…');
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(fencing).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getAllByRole('button')[0]!);
    settle();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Play now' })).toHaveLength(MINI_GAMES.length),
    );
    expect(onPlayNow).toHaveBeenCalledTimes(1);
  });
});
