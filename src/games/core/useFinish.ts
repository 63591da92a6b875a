import { useEffect, useRef } from 'react';
import type { GameResultEntry, GameRules, RulesState } from './types';

/** Reports the results once, when the rules say the game is over. */
export function useFinish<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  onFinish: (results: GameResultEntry[]) => void,
) {
  const reported = useRef(false);
  const over = rules.isOver(state);
  useEffect(() => {
    if (!over || reported.current) return;
    reported.current = true;
    onFinish(rules.results(state));
  }, [over, rules, state, onFinish]);
}
