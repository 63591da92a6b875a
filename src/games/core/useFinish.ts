import { useEffect, useRef } from 'react';
import type { GameResultEntry, GameRules, RulesState } from '../../../shared/games/core/types';

/** Reports the results once, when the rules say the game is over. */
export function useFinish<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  onFinish: (results: GameResultEntry[]) => void,
) {
  const reported = useRef(false);
  // The state only once the game is over (the clock has stopped, so it no longer changes): while playing, the
  // effect's dependencies stay the same from frame to frame and React has no effect to run after each frame.
  const finalState = rules.isOver(state) ? state : null;
  useEffect(() => {
    if (finalState === null || reported.current) return;
    reported.current = true;
    onFinish(rules.results(finalState));
  }, [finalState, rules, onFinish]);
}
