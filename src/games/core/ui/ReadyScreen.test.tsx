import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { aiLevelText, ReadyScreen } from './ReadyScreen';
import { MINI_GAMES } from '../../../../shared/games/catalog';
import { READY_TEXTS } from '../../../../shared/games/readyTexts';
import { ReadyInfoContext, type ReadyInfo } from './readyContext';

function renderReady(info?: ReadyInfo) {
  const onStart = vi.fn();
  const ready = <ReadyScreen gameId="swimming" durationS={90} onStart={onStart} />;
  render(info ? <ReadyInfoContext value={info}>{ready}</ReadyInfoContext> : ready);
  return onStart;
}

describe('ReadyScreen', () => {
  it('shows the world record and your best verified score when the game server answers', () => {
    renderReady({
      autoStart: false,
      verified: { worldRecord: { score: 1912, holder: 'Asha' }, yourBest: 1500 },
    });
    expect(screen.getByTestId('verified-records')).toHaveTextContent(
      /^World record 1,912 by Asha · Your best verified 1,500$/,
    );
  });

  it('keeps the records line empty while a server may answer, and has none without one', () => {
    renderReady({ autoStart: false, verified: {} });
    expect(screen.getByTestId('verified-records')).toHaveTextContent(/^$/);
    cleanup();
    renderReady({ autoStart: false });
    expect(screen.queryByTestId('verified-records')).toBeNull();
  });

  it('hands the Start press (and a retry) to beforeStart, which starts the game when ready', () => {
    const beforeStart = vi.fn<(start: () => void) => void>();
    const onStart = renderReady({ autoStart: false, beforeStart });
    const button = screen.getByRole('button', { name: 'Start Swimming!' });
    fireEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    beforeStart.mock.calls[0]![0]();
    expect(onStart).toHaveBeenCalledTimes(1);
    cleanup();
    const retried = renderReady({ autoStart: true, beforeStart });
    expect(beforeStart).toHaveBeenCalledTimes(2);
    expect(retried).not.toHaveBeenCalled();
  });

  it('waits for the start button, focused, on a first play', () => {
    const onStart = renderReady();
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Swimming!' })).toHaveFocus();
    expect(screen.queryByTestId('targets')).toBeNull();
  });

  it('starts at once on a retry (Play Again), once', () => {
    const onStart = renderReady({ autoStart: true });
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shows your best and the Games record to race against', () => {
    renderReady({
      autoStart: false,
      personalBest: 1234,
      record: { score: 1500, holder: 'Ava' },
    });
    expect(screen.getByTestId('targets')).toHaveTextContent(
      'To beat: Your best 1,234 · Games record 1,500 by Ava',
    );
  });

  it('shows the level the AI plays at when the play has AI seats', () => {
    renderReady({ autoStart: false, aiDifficulty: 'medium' });
    expect(screen.getByTestId('ai-level')).toHaveTextContent(/^AI: Medium$/);
    expect(aiLevelText('hard')).toBe('AI: Hard');
  });

  it('shows a tip as its own line', () => {
    render(<ReadyScreen gameId="athletics" durationS={90} onStart={vi.fn()} />);
    expect(screen.getByText('Click rapidly to run 100m as fast as possible!')).toBeInTheDocument();
    expect(screen.getByTestId('ready-tip')).toHaveTextContent(
      /^The winning pace: .* about 4 clicks/,
    );
    expect(screen.queryByTestId('ai-level')).toBeNull();
  });

  it('renders every game from the catalogue: icon, title, the spec’s texts, and a hint for the room', () => {
    for (const game of MINI_GAMES) {
      const { unmount } = render(<ReadyScreen gameId={game.id} durationS={90} onStart={vi.fn()} />);
      const text = READY_TEXTS[game.id];
      expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
      expect(screen.getByText(text.instructions)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: text.startLabel })).toBeInTheDocument();
      expect(screen.getByText(game.icon)).toBeInTheDocument();
      expect(screen.getByText(text.hint(90))).toBeInTheDocument();
      unmount();
    }
  });

  it('tells a hint that depends on the room’s duration for that duration', () => {
    render(<ReadyScreen gameId="fencing" durationS={180} onStart={vi.fn()} />);
    expect(screen.getByText(/The bout lasts 3:00;/)).toBeInTheDocument();
  });
});
