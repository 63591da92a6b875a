// The seam between a game view and where its game runs (ARCHITECTURE: a game source behind every view). By
// default the clock runs the rules on this device; inside a GameSourceProvider the game runs on the game
// server and the view shows what the provided source computes. No view knows which it has.
import { createContext, useContext } from 'react';
import type { GameRules, RulesState } from './types';
import { HUMAN_PLAYER_ID } from './players';

/** A game played elsewhere (the game server), as this device shows it. */
export interface RemoteGameSource<S> {
  /** This device's seat id. */
  readonly me: string;
  /** The state to show at `nowMs`, or null before the game has arrived. */
  view(nowMs: number): S | null;
  /** This device's input: shown at once, sent on. */
  send(input: unknown, nowMs: number): void;
  /** Called when new server state arrives. */
  subscribe(listener: () => void): () => void;
}

export interface GameSourceBinder {
  /** This device's seat id in the remote game. */
  readonly me: string;
  /** The remote game for these rules (the view's own), or null when this device has no seat in it. */
  bind<S extends RulesState>(rules: GameRules<S, unknown>): RemoteGameSource<S> | null;
}

export const GameSourceContext = createContext<GameSourceBinder | null>(null);

/** The player this device plays (and to whom every 'you' is said): 'you', or its seat on the game server. */
export function useLocalPlayerId(): string {
  return useContext(GameSourceContext)?.me ?? HUMAN_PLAYER_ID;
}
