// What the game screen tells every ready screen (issue 13) without going through the seven views: the scores
// to race against, and whether this play is a retry that starts at once.
import { createContext } from 'react';

export interface ReadyInfo {
  /** Start the game as soon as its ready screen is shown (Play Again). */
  autoStart: boolean;
  /** This device's player's best for this game and duration. */
  personalBest?: number;
  /** The best any player made on this device (the Games record) and who made it. */
  record?: { score: number; holder: string };
}

export const ReadyInfoContext = createContext<ReadyInfo>({ autoStart: false });
