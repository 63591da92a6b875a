import { ComingSoonGame } from '../core/ComingSoonGame';

export default function BasketballGame() {
  return <ComingSoonGame name="Basketball" />;
}
