import { render, screen, within } from '@testing-library/react';
import { defaultProfile } from '../profile/profile';
import { PlayerBanner } from './PlayerBanner';

describe('PlayerBanner', () => {
  it('shows the medal counts and says they count games against opponents', () => {
    const { player } = defaultProfile();
    render(
      <PlayerBanner
        player={{ ...player, medals: { gold: 2, silver: 1, bronze: 0 } }}
        displayName="You"
        onRename={() => {}}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Your player profile' });
    expect(within(banner).getByText('Gold').closest('div')).toHaveTextContent('2');
    expect(within(banner).getByTestId('medal-count-rule')).toHaveTextContent(
      'Medal and win counts include only games against opponents.',
    );
  });
});
