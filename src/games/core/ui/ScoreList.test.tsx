import { render, screen, within } from '@testing-library/react';
import { ScoreList, type ScoreEntry } from './ScoreList';

const entries: ScoreEntry[] = [
  { id: 'a', name: 'Asha', isAI: false, colour: '#f00', score: 12, attempts: 1, strong: true },
  { id: 'b', name: 'Bot Ben', isAI: true, colour: '#0f0', score: 30, attempts: 4, badge: '+2' },
];

const rowTexts = () =>
  within(screen.getByRole('region', { name: 'Scores' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('ScoreList', () => {
  it('lists every player best first, with the AI mark, their attempts and score', () => {
    render(
      <ScoreList headingId="archery-scores" entries={entries} attemptWords={['arrow', 'arrows']} />,
    );
    expect(rowTexts()).toEqual(['Bot Ben4 arrows30', 'Asha1 arrow12']);
    expect(screen.getAllByRole('img', { name: 'AI' })).toHaveLength(1);
    // Without lightsUp a badge shows nothing.
    expect(screen.getAllByRole('listitem')[0]).not.toHaveAttribute('data-scored');
  });

  it('lights up a row with its badge when the game’s rows light up', () => {
    render(
      <ScoreList
        headingId="basketball-scores"
        entries={entries}
        attemptWords={['shot', 'shots']}
        lightsUp
        outlinedDots
        scoreWidth="w-10"
      />,
    );
    expect(rowTexts()).toEqual(['Bot Ben+24 shots30', 'Asha1 shot12']);
    const [lit, plain] = screen.getAllByRole('listitem');
    expect(lit).toHaveAttribute('data-scored', 'true');
    expect(plain).not.toHaveAttribute('data-scored');
    expect(within(plain!).getByText('Asha')).toHaveClass('font-bold');
  });
});
