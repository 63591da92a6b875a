import { ComingSoonGame } from '../core/ComingSoonGame';

export default function SwimmingGame() {
  return <ComingSoonGame name="Swimming" />;
}
