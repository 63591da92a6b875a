import { ComingSoonGame } from '../core/ComingSoonGame';

export default function SkiingGame() {
  return <ComingSoonGame name="Alpine Skiing" />;
}
