import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrivateGameDialog } from './PrivateGameDialog';

function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  vi.useRealTimers();
  mockClipboard(undefined);
});

describe('PrivateGameDialog', () => {
  it('shows the title, the sentence, the code and the invite link', () => {
    render(<PrivateGameDialog code="ABC234" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Private Game Created!' })).toBeInTheDocument();
    expect(
      screen.getByText('Share this code with your friends to invite them to the game.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABC234');
    expect(screen.getByText(`${window.location.origin}/games?code=ABC234`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
  });

  it("copies the code and reads 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(() => Promise.resolve());
    // After setup: user-event installs its own clipboard stub.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockClipboard(writeText);
    render(<PrivateGameDialog code="ABC234" onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('ABC234');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('copies the invite link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    mockClipboard(writeText);
    render(<PrivateGameDialog code="ABC234" onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/games?code=ABC234`);
    expect(screen.getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
  });

  it.each([
    ['missing', undefined],
    ['denied', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
  ])(
    'selects the code and asks for a manual copy when the clipboard is %s',
    async (_, writeText) => {
      const user = userEvent.setup();
      mockClipboard(writeText);
      render(<PrivateGameDialog code="ABC234" onClose={() => undefined} />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(screen.getByRole('status')).toHaveTextContent('Press Ctrl+C (or long-press) to copy');
      expect(window.getSelection()?.toString()).toBe('ABC234');
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    },
  );

  it('Done closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<PrivateGameDialog code="ABC234" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing inside the dialog when there is no code', () => {
    render(<PrivateGameDialog code={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
