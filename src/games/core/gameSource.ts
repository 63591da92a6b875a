// The seam between a game view and where its game runs. A view's clock holds one GameSource and never asks
// which: the rules running on this device (LocalGameSource, the default), a game on the game server
// (online/remoteGame.ts, inside a GameSourceProvider), or anything else that can say what to show at a moment
// and take this player's inputs (a replay: scripted states, inputs ignored).
import { createContext, useContext } from 'react';
import type { GameRules, RulesState } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';

/** Where a game runs, as this device's view shows it. */
export interface GameSource<S> {
  /** This device's player: 'you' on this device, its seat id on the game server. */
  readonly me: string;
  /** The state to show at `nowMs` (performance.now() time), or null while there is none yet. */
  view(nowMs: number): S | null;
  /** This device's player's input at `nowMs`. */
  send(input: unknown, nowMs: number): void;
  /** What the last view showed, with this player's inputs since (no time passes). */
  latest(): S | null;
  /** The tab was hidden: a source whose time is this device's holds it until the next view. */
  pause(): void;
  /** Calls back when state arrives from elsewhere; a source that moves only when viewed never does. */
  subscribe(listener: () => void): () => void;
}

/** Makes the source a view plays from, given the view's rules and how a fresh game of them starts. */
export interface GameSourceBinder {
  /** This device's player in the games this binder makes. */
  readonly me: string;
  /**
   * This device only watches (a replay): its sources ignore every input, so the view binds no keys and the
   * page's own controls keep them.
   */
  readonly watchOnly?: boolean;
  bind<S extends RulesState>(rules: GameRules<S, unknown>, createState: () => S): GameSource<S>;
}

export const GameSourceContext = createContext<GameSourceBinder | null>(null);

/** The player this device plays (and to whom every 'you' is said): 'you', or its seat on the game server. */
export function useLocalPlayerId(): string {
  return useContext(GameSourceContext)?.me ?? HUMAN_PLAYER_ID;
}
