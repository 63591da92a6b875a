import { render, screen } from '@testing-library/react';
import { aiLevelText, ReadyScreen } from './ReadyScreen';
import { ReadyInfoContext, type ReadyInfo } from './readyContext';

function renderReady(info?: ReadyInfo) {
  const onStart = vi.fn();
  const ready = (
    <ReadyScreen
      icon="🏊"
      title="Swimming"
      instructions="Click rapidly to swim to the finish line against your opponents!"
      startLabel="Start Swimming!"
      onStart={onStart}
    />
  );
  render(info ? <ReadyInfoContext value={info}>{ready}</ReadyInfoContext> : ready);
  return onStart;
}

describe('ReadyScreen', () => {
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
    render(
      <ReadyScreen
        icon="🏃"
        title="Sprint"
        instructions="Click rapidly to run 100m as fast as possible!"
        startLabel="Start Sprint!"
        tip="A steady beat wins."
        onStart={vi.fn()}
      />,
    );
    expect(screen.getByTestId('ready-tip')).toHaveTextContent('A steady beat wins.');
    expect(screen.queryByTestId('ai-level')).toBeNull();
  });
});
