import { render, screen } from '@testing-library/react';
import { AttemptList } from './AttemptList';
import type { Lift } from '../../../shared/games/weightlifting/rules';

const lift = (change: Partial<Lift>): Lift => ({
  weightKg: 100,
  liftedKg: change.success === false ? 0 : (change.weightKg ?? 100),
  fillMs: 5000,
  success: true,
  timeUp: false,
  offBy: null,
  ...change,
});

describe('AttemptList', () => {
  it('says how each attempt went: a perfect hold, a lift, a hold wide of the zone, time, or to come', () => {
    render(
      <AttemptList
        attempts={4}
        lifts={[
          lift({ offBy: 1 }),
          lift({ weightKg: 120, offBy: 7 }),
          lift({ weightKg: 140, success: false, offBy: 14 }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '1: 100 kg ✓ perfect',
      '2: 120 kg ✓ lifted',
      '3: 140 kg ✗ 4 wide',
      '4: —',
    ]);
  });

  it('a slow lift reads what it counted of the weight', () => {
    render(<AttemptList attempts={1} lifts={[lift({ liftedKg: 40, fillMs: 20_000, offBy: 5 })]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('1: 40 of 100 kg ✓ lifted');
  });

  it('a rival’s lift (no hold of its own) and a time-out read lifted, failed and time', () => {
    render(
      <AttemptList
        attempts={3}
        lifts={[lift({}), lift({ success: false }), lift({ success: false, timeUp: true })]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['1: 100 kg ✓ lifted', '2: 100 kg ✗ failed', '3: 100 kg ⏱ time']);
  });
});
