// The skill levels of the bench's reference players (players.ts). Levels rise together: a player who
// clicks 3 times a second also reacts in 550 ms and aims loosely; one who clicks 9 times a second
// reacts in 250 ms and aims tightly. 'ceiling' is the best player pressing a steady 15 times a second (the
// human ceiling the rules enforce); 'flood' is the same player with an auto-clicker (a press every 10 ms).

export interface Level {
  name: string;
  /** Button presses a second while mashing (0 = one every 10 ms step: an auto-clicker). */
  cps: number;
  /** Mashing rhythm jitter: each gap is 1/cps × (1 ± jitter). */
  jitter: number;
  /** Time to react to something on screen, ms (± 15% each time). */
  reactionMs: number;
  /** Standard deviation of a timed press or release (basketball release, weightlifting hold, skiing stop), ms. */
  timingSdMs: number;
  /** Archery: aim error, target units (standard deviation per axis), and the share of the wind allowed for. */
  aimSd: number;
  windRead: number;
  /** Archery: time to take aim once back to aiming, ms. */
  aimMs: number;
  /** Fencing: mean time between its own attacks, ms; whether it lunges while the opponent recovers. */
  attackEveryMs: number;
  punishes: boolean;
  /** Skiing: how far inside a gate it dares to cross, towards the next gate (its line). */
  lineMargin: number;
}

export const LEVELS: Level[] = [
  {
    name: '3/s',
    cps: 3,
    jitter: 0.3,
    reactionMs: 550,
    timingSdMs: 110,
    aimSd: 30,
    windRead: 0.4,
    aimMs: 3000,
    attackEveryMs: 2400,
    punishes: false,
    lineMargin: 0,
  },
  {
    name: '5/s',
    cps: 5,
    jitter: 0.25,
    reactionMs: 450,
    timingSdMs: 75,
    aimSd: 21,
    windRead: 0.6,
    aimMs: 2400,
    attackEveryMs: 2000,
    punishes: false,
    lineMargin: 12,
  },
  {
    name: '7/s',
    cps: 7,
    jitter: 0.2,
    reactionMs: 350,
    timingSdMs: 50,
    aimSd: 14,
    windRead: 0.8,
    aimMs: 1800,
    attackEveryMs: 1600,
    punishes: true,
    lineMargin: 24,
  },
  {
    name: '9/s',
    cps: 9,
    jitter: 0.15,
    reactionMs: 250,
    timingSdMs: 32,
    aimSd: 9,
    windRead: 0.92,
    aimMs: 1300,
    attackEveryMs: 1300,
    punishes: true,
    lineMargin: 34,
  },
];

const best = LEVELS[3]!;
/** The best hand pressing a steady 15 a second: the ceiling the rules allow. */
export const CEILING: Level = { ...best, name: 'ceiling 15/s', cps: 15, jitter: 0 };
/** The same hand with an auto-clicker: a press at every 10 ms step. */
export const FLOOD: Level = { ...best, name: 'flood 100/s', cps: 0, jitter: 0 };
