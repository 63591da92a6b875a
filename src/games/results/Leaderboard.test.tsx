import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameResultEntry } from '../../../shared/games/core/types';
import { Leaderboard } from './Leaderboard';
import { toLeaderboard } from '../leaderboard/leaderboardRows';

const entry = (
  playerId: string,
  playerName: string,
  score: number,
  extra: Partial<GameResultEntry> = {},
): GameResultEntry => ({
  playerId,
  playerName,
  playerAvatar: playerName,
  score,
  time: 60,
  position: 0,
  ...extra,
});

const rows = toLeaderboard([
  entry('ai-1', 'Mei', 400),
  entry('you', 'You', 950, {
    breakdown: [
      { label: 'Distance 100.0 m', points: 1000 },
      { label: 'Time bonus', points: -50 },
    ],
  }),
  entry('ai-2', 'Omar', 1200, { accuracy: 62.5 }),
  entry('ai-3', 'Kofi', 100),
]);

function setup(props: Partial<Parameters<typeof Leaderboard>[0]> = {}) {
  const onPlayAgain = vi.fn();
  const onBackToLobby = vi.fn();
  render(
    <Leaderboard
      gameName="Swimming"
      rows={rows}
      onPlayAgain={onPlayAgain}
      onBackToLobby={onBackToLobby}
      {...props}
    />,
  );
  return { onPlayAgain, onBackToLobby };
}

describe('Leaderboard', () => {
  it('lists players by score with positions, medals (with text) and highlights the top three', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toHaveFocus();
    const body = screen.getAllByTestId('leaderboard-row');
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1🥇',
      '2🥈',
      '3🥉',
      '4',
    ]);
    expect(within(body[0]!).getByRole('img', { name: 'Gold' })).toBeInTheDocument();
    expect(within(body[1]!).getByRole('img', { name: 'Silver' })).toBeInTheDocument();
    expect(within(body[2]!).getByRole('img', { name: 'Bronze' })).toBeInTheDocument();
    expect(body.map((row) => row.dataset.medal)).toEqual(['gold', 'silver', 'bronze', '']);
    expect(body[0]).toHaveClass('bg-amber-50');
    expect(body[3]?.className).not.toMatch(/bg-/);
    const scores = body.map((row) => within(row).getAllByRole('cell')[2]?.firstChild?.textContent);
    expect(scores).toEqual(['1,200', '950', '400', '100']);
  });

  it('marks your row and shows how your score was made up', () => {
    setup();
    const yours = screen.getAllByTestId('leaderboard-row')[1]!;
    expect(yours).toHaveTextContent('You');
    expect(within(yours).getByText('Your result')).toBeInTheDocument();
    expect(within(yours).getByTestId('score-breakdown')).toHaveTextContent(
      'Distance 100.0 m: 1,000 + Time bonus: -50',
    );
  });

  it('shows accuracy when a game reports it', () => {
    setup();
    expect(screen.getAllByTestId('leaderboard-row')[0]).toHaveTextContent('63% accuracy');
    expect(screen.getAllByText(/accuracy/)).toHaveLength(1);
  });

  it('announces a new personal best, or the standing one', () => {
    setup({ personalBest: { score: 950, previous: 800, isNew: true }, experienceGained: 65 });
    expect(screen.getByTestId('personal-best')).toHaveTextContent(
      'New personal best: 950! (previous best 800) · +65 XP',
    );
  });

  it('calls a first score a first score, not a record broken', () => {
    setup({ personalBest: { score: 0, isNew: true } });
    expect(screen.getByTestId('personal-best')).toHaveTextContent('First score on record: 0');
    expect(screen.getByTestId('personal-best')).not.toHaveTextContent('New');
  });

  it('says the best still stands when it was not beaten', () => {
    setup({ personalBest: { score: 700, previous: 800, isNew: false } });
    expect(screen.getByTestId('personal-best')).toHaveTextContent('personal best 800');
    expect(screen.getByTestId('personal-best')).not.toHaveTextContent('New');
  });

  it('says which duration a per-duration best belongs to, and how the experience was made up', () => {
    setup({
      personalBest: { score: 950, previous: 800, isNew: true, durationS: 90 },
      experienceGained: 65,
      experienceParts: [
        { label: 'for playing', points: 25 },
        { label: 'for silver', points: 40 },
      ],
    });
    expect(screen.getByTestId('personal-best')).toHaveTextContent(
      'New personal best in 90s games: 950! (previous best 800) · +65 XP (25 for playing + 40 for silver)',
    );
  });

  it('states the medal rule; a solo run shows its gold and says the profile does not count it', () => {
    setup();
    expect(screen.getByTestId('medal-rule')).toHaveTextContent(
      'Medals go to the top three places. Equal scores share a place and its medal',
    );
    cleanup();
    setup({ rows: toLeaderboard([entry('you', 'You', 300)]) });
    const row = screen.getByTestId('leaderboard-row');
    expect(row.dataset.medal).toBe('gold');
    expect(within(row).getByRole('img', { name: 'Gold' })).toHaveTextContent('🥇');
    expect(screen.getByTestId('medal-rule')).toHaveTextContent(
      'Your profile counts only medals won against opponents.',
    );
  });

  it('shows equal scores sharing a place and its medal, marked tied', () => {
    setup({
      rows: toLeaderboard([
        entry('ai-1', 'Mei', 1402, { time: 41 }),
        entry('ai-2', 'Omar', 1500),
        entry('you', 'You', 1402, { time: 40 }),
      ]),
    });
    const body = screen.getAllByTestId('leaderboard-row');
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1🥇',
      '2🥈Tied',
      '2🥈Tied',
    ]);
    expect(body[1]).toHaveTextContent('Your result');
    expect(screen.getByTestId('result-banner')).toHaveTextContent('Tied for 2nd!');
  });

  it('offers Play Again and Back to Lobby', async () => {
    const user = userEvent.setup();
    const { onPlayAgain, onBackToLobby } = setup();
    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    await user.click(screen.getByRole('button', { name: 'Back to Lobby' }));
    expect(onPlayAgain).toHaveBeenCalledTimes(1);
    expect(onBackToLobby).toHaveBeenCalledTimes(1);
  });

  it('opens with a banner of your place, your news and the Games record', () => {
    setup({
      personalBest: { score: 950, previous: 900, isNew: true, durationS: 90 },
      gamesRecord: {
        record: { score: 1200, holder: 'Omar' },
        previous: { score: 1100, holder: 'Ava' },
        isNew: true,
        isYours: false,
      },
    });
    const banner = screen.getByTestId('result-banner');
    expect(banner).toHaveTextContent('2nd place');
    expect(banner).toHaveTextContent('New personal best!');
    expect(banner).not.toHaveTextContent('Games record');
    expect(screen.getByTestId('games-record')).toHaveTextContent(
      'Games record (best seen on this device in 90s games): 1,200 by Omar',
    );
  });
});
