// Where every game view is mounted (a practice, a room, a spectator's room, a replay): the source it plays from,
// and, when this device only watches (a spectator, a replay), none of the view's own controls. Their presses go
// nowhere then (the source ignores inputs, useKeyBindings binds no key), so the stage hides every button and
// form control inside it (styles.css, [data-watch-only]) and the views never ask which source they have.
import type { ReactNode } from 'react';
import { GameSourceContext, type GameSourceBinder } from './gameSource';

export function GameStage({
  source,
  quiet = false,
  children,
}: {
  source: GameSourceBinder | null;
  /** The view's live region says nothing (a replay: it would speak as the player whose run it is). */
  quiet?: boolean;
  children: ReactNode;
}) {
  const watchOnly = source?.watchOnly === true;
  return (
    <GameSourceContext value={source}>
      <div
        className="contents"
        data-watch-only={watchOnly ? '' : undefined}
        data-quiet={quiet ? '' : undefined}
      >
        {children}
      </div>
    </GameSourceContext>
  );
}
