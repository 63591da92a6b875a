// What the game screen tells every ready screen without going through the seven views: the scores
// to race against, the level the AI seats play at, and whether this play is a retry that starts at once.
import { createContext } from 'react';
import type { Difficulty } from '../../../../shared/games/core/types';

export interface ReadyInfo {
  /** Start the game as soon as its ready screen is shown (Play Again). */
  autoStart: boolean;
  /** This device's player's best for this game and duration. */
  personalBest?: number;
  /** The best any player made on this device (the Games record) and who made it. */
  record?: { score: number; holder: string };
  /**
   * The difficulty this play's AI seats play at (the room's: medium in a practice), when it has any. A game
   * card's own badge rates the game (SPEC §9), so the two may differ; the ready screen shows this one.
   */
  aiDifficulty?: Difficulty;
  /**
   * Called instead of starting at the Start press (and on a retry): a practice first asks the game server for a
   * run ticket, then starts, here or as a new verified play.
   */
  beforeStart?: (start: () => void) => void;
  /**
   * The records the game server keeps: present (maybe empty) reserves their line (so it appears without moving the screen)
   * while a server may answer; absent with no server.
   */
  verified?: { worldRecord?: { score: number; holder: string }; yourBest?: number };
  /** The ghost this practice may race (swimming, the sprint and skiing): what is chosen and what can be. */
  ghostRace?: GhostRaceChoice;
}

export interface GhostRaceChoice {
  /** The option chosen: '' for no ghost. */
  chosen: string;
  options: readonly { value: string; label: string; disabledReason?: string }[];
  /** Why no ghost can be raced at all (no game server), if so. */
  unavailable?: string;
  choose(value: string): void;
}

export const ReadyInfoContext = createContext<ReadyInfo>({ autoStart: false });
