import { ComingSoonGame } from '../core/ComingSoonGame';

export default function FencingGame() {
  return <ComingSoonGame name="Fencing" />;
}
