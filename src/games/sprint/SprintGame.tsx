import { ComingSoonGame } from '../core/ComingSoonGame';

export default function SprintGame() {
  return <ComingSoonGame name="Sprint Race" />;
}
