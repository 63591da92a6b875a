/**
 * The seven games as a visitor finds them: the card heading in the lobby, the ready screen's instructions
 * and start button, the lazy chunk that holds the view, and whether the card carries the 'NEW!' badge.
 */
export interface GameUnderTest {
  id: string;
  name: string;
  startLabel: string;
  instructions: string;
  chunk: RegExp;
  isNew: boolean;
}

export const GAMES_UNDER_TEST = [
  {
    id: 'swimming',
    name: 'Swimming',
    startLabel: 'Start Swimming!',
    instructions: 'Click rapidly to swim to the finish line against your opponents!',
    chunk: /SwimmingGame/,
    isNew: false,
  },
  {
    id: 'athletics',
    name: 'Sprint Race',
    startLabel: 'Start Sprint!',
    instructions: 'Click rapidly to run 100m as fast as possible!',
    chunk: /SprintGame/,
    isNew: false,
  },
  {
    id: 'archery',
    name: 'Archery',
    startLabel: 'Start Archery!',
    instructions: 'Aim carefully and account for wind effects!',
    chunk: /ArcheryGame/,
    isNew: false,
  },
  {
    id: 'basketball',
    name: 'Basketball',
    startLabel: 'Start Shooting!',
    instructions: 'Hold to charge power, release to shoot!',
    chunk: /BasketballGame/,
    isNew: false,
  },
  {
    id: 'fencing',
    name: 'Fencing',
    startLabel: 'En Garde!',
    instructions: 'Use Lunge to attack and Parry to defend. First to 5 points wins!',
    chunk: /FencingGame/,
    isNew: true,
  },
  {
    id: 'weightlifting',
    name: 'Weightlifting',
    startLabel: 'Start Lifting!',
    instructions: 'Mash the button to lift, then time your hold perfectly!',
    chunk: /WeightliftingGame/,
    isNew: true,
  },
  {
    id: 'alpine-skiing',
    name: 'Alpine Skiing',
    startLabel: 'Start Skiing!',
    instructions: 'Use Arrow Keys to navigate the gates and reach the finish line!',
    chunk: /SkiingGame/,
    isNew: true,
  },
] as const satisfies readonly GameUnderTest[];

export type GameName = (typeof GAMES_UNDER_TEST)[number]['name'];

export function gameNamed(name: GameName): GameUnderTest {
  const game = GAMES_UNDER_TEST.find((g) => g.name === name);
  if (!game) throw new Error(`no game named ${name}`);
  return game;
}
