import { ComingSoonGame } from '../core/ComingSoonGame';

export default function WeightliftingGame() {
  return <ComingSoonGame name="Weightlifting" />;
}
