import { ComingSoonGame } from '../core/ComingSoonGame';

export default function ArcheryGame() {
  return <ComingSoonGame name="Archery" />;
}
