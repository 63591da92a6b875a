import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateGameDialog } from './CreateGameDialog';
import { durationFromText, maxPlayersFromText, parseNumberField } from '../rooms/createGameForm';

function setup() {
  const onCreate = vi.fn();
  const onClose = vi.fn();
  render(<CreateGameDialog open onClose={onClose} onCreate={onCreate} />);
  const dialog = screen.getByRole('dialog', { name: 'Create Game' });
  return {
    onCreate,
    onClose,
    dialog,
    players: within(dialog).getByLabelText('Max Players') as HTMLInputElement,
    duration: within(dialog).getByLabelText('Duration (sec)') as HTMLInputElement,
    sport: within(dialog).getByLabelText('Sport') as HTMLSelectElement,
    submit: within(dialog).getByRole('button', { name: 'Create Game' }),
  };
}

describe('Create Game form rules', () => {
  it.each([
    ['', Number.NaN],
    ['  ', Number.NaN],
    ['abc', Number.NaN],
    ['12', 12],
    ['-3', -3],
    ['1e9', 1e9],
    ['2.5', 2.5],
  ])('parses %j as %s', (text, value) => {
    expect(parseNumberField(text)).toBe(value);
  });

  it.each([
    ['', 'swimming', 4],
    ['abc', 'swimming', 4],
    ['-7', 'swimming', 2],
    ['1e9', 'swimming', 8],
    ['5.5', 'swimming', 6],
    ['8', 'archery', 4],
    ['4', 'weightlifting', 2],
  ] as const)('max players %j for %s -> %s', (text, sport, expected) => {
    expect(maxPlayersFromText(text, sport)).toBe(expected);
  });

  it.each([
    ['', 60],
    ['x', 60],
    ['-1', 30],
    ['1e9', 600],
    ['100', 105],
    ['44.9', 45],
  ])('duration %j -> %s', (text, expected) => {
    expect(durationFromText(text)).toBe(expected);
  });
});

describe('CreateGameDialog', () => {
  it('opens with the spec defaults: Swimming, public, 4 players, 60 s, medium', () => {
    const { dialog, players, duration, sport } = setup();
    expect(sport.value).toBe('swimming');
    expect(sport).toHaveFocus();
    expect([...sport.options].map((o) => o.textContent)).toEqual([
      'Swimming',
      'Sprint Race',
      'Archery',
      'Basketball',
      'Fencing',
      'Weightlifting',
      'Alpine Skiing',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Public' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Private' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(players.value).toBe('4');
    expect(players.min).toBe('2');
    expect(duration.value).toBe('60');
    expect(duration.min).toBe('30');
    expect(duration.step).toBe('15');
    expect(within(dialog).getByRole('button', { name: 'medium' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('submits the defaults', async () => {
    const user = userEvent.setup();
    const { onCreate, submit } = setup();
    await user.click(submit);
    expect(onCreate).toHaveBeenCalledWith({
      sport: 'swimming',
      type: 'public',
      maxPlayers: 4,
      duration: 60,
      difficulty: 'medium',
    });
  });

  it('clamps garbage on blur and shows the value used', async () => {
    const user = userEvent.setup();
    const { players, duration } = setup();
    for (const [typed, shown] of [
      ['1e9', '8'],
      ['-5', '2'],
      ['3.6', '4'],
      ['', '4'],
    ]) {
      await user.clear(players);
      if (typed) await user.type(players, typed);
      await user.tab();
      expect(players.value).toBe(shown);
    }
    for (const [typed, shown] of [
      ['1e9', '600'],
      ['7', '30'],
      ['50', '45'],
      ['', '60'],
    ]) {
      await user.clear(duration);
      if (typed) await user.type(duration, typed);
      await user.tab();
      expect(duration.value).toBe(shown);
    }
  });

  it('clamps on submit too, without a blur', () => {
    const { onCreate, players, duration, submit } = setup();
    fireEvent.change(players, { target: { value: '99' } });
    fireEvent.change(duration, { target: { value: '-40' } });
    fireEvent.click(submit);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ maxPlayers: 8, duration: 30 }));
  });

  it('re-clamps Max Players when the sport changes; a solo sport keeps a floor of 2', async () => {
    const user = userEvent.setup();
    const { players, sport, onCreate, submit, dialog } = setup();
    await user.clear(players);
    await user.type(players, '8');
    await user.selectOptions(sport, 'archery');
    expect(players.value).toBe('4');
    expect(players.max).toBe('4');
    await user.selectOptions(sport, 'fencing');
    expect(players.value).toBe('2');
    await user.selectOptions(sport, 'weightlifting');
    expect(players.value).toBe('2');
    expect(within(dialog).getByText(/solo sport/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Private' }));
    await user.click(within(dialog).getByRole('button', { name: 'hard' }));
    await user.click(submit);
    expect(onCreate).toHaveBeenCalledWith({
      sport: 'weightlifting',
      type: 'private',
      maxPlayers: 2,
      duration: 60,
      difficulty: 'hard',
    });
  });

  it('creates one room however often the button is pressed', async () => {
    const user = userEvent.setup();
    const { onCreate, submit } = setup();
    await user.dblClick(submit);
    fireEvent.click(submit);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('closes from the close button and from Escape (cancel)', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // jsdom does not implement Escape on <dialog>; the browser closes it and fires 'close', as close() does.
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
