// A spectator's view of a room's game: the game as the server runs it (the same source the players' views
// have), with every input ignored, so nothing is predicted or sent for a seat this device does not hold.
import type { GameSource } from '../core/gameSource';

export function watchOnlySource<S>(source: GameSource<S>): GameSource<S> {
  return {
    me: source.me,
    view: (nowMs) => source.view(nowMs),
    send: () => {},
    latest: () => source.latest(),
    pause: () => source.pause(),
    subscribe: (listener) => source.subscribe(listener),
  };
}
