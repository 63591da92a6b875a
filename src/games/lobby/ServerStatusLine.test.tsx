import { render, screen } from '@testing-library/react';
import { BUSY_LINE, NO_CONNECTION_LINE, OFFLINE_LINE, ServerStatusLine } from './ServerStatusLine';

describe('ServerStatusLine', () => {
  it('says in one line why the rooms are simulated', () => {
    const { rerender } = render(<ServerStatusLine status="offline" onRetry={() => {}} />);
    expect(screen.getByTestId('server-status')).toHaveTextContent(OFFLINE_LINE);
    rerender(<ServerStatusLine status="offline" reason="no-connection" onRetry={() => {}} />);
    expect(screen.getByTestId('server-status')).toHaveTextContent(NO_CONNECTION_LINE);
    rerender(<ServerStatusLine status="offline" reason="busy" onRetry={() => {}} />);
    expect(screen.getByTestId('server-status')).toHaveTextContent(BUSY_LINE);
    rerender(<ServerStatusLine status="online" reason={null} onRetry={() => {}} />);
    expect(screen.queryByTestId('server-status')).toBeNull();
  });
});
