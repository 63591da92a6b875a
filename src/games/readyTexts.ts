// Each mini-game's ready screen (SPEC §2): its title, the spec's instruction text and start button label.
// The game views and the online waiting room both show them.
import type { GameId } from './core/types';

export interface ReadyText {
  title: string;
  instructions: string;
  startLabel: string;
}

export const READY_TEXTS: Readonly<Record<GameId, ReadyText>> = {
  swimming: {
    title: 'Swimming · 100 m freestyle',
    instructions: 'Click rapidly to swim to the finish line against your opponents!',
    startLabel: 'Start Swimming!',
  },
  athletics: {
    title: 'Sprint Race · 100 m',
    instructions: 'Click rapidly to run 100m as fast as possible!',
    startLabel: 'Start Sprint!',
  },
  archery: {
    title: 'Archery · 10-ring target',
    instructions: 'Aim carefully and account for wind effects!',
    startLabel: 'Start Archery!',
  },
  basketball: {
    title: 'Basketball · shootout',
    instructions: 'Hold to charge power, release to shoot!',
    startLabel: 'Start Shooting!',
  },
  fencing: {
    title: 'Fencing · Foil bout',
    instructions: 'Use Lunge to attack and Parry to defend. First to 5 points wins!',
    startLabel: 'En Garde!',
  },
  weightlifting: {
    title: 'Weightlifting · Three attempts',
    instructions: 'Mash the button to lift, then time your hold perfectly!',
    startLabel: 'Start Lifting!',
  },
  'alpine-skiing': {
    title: 'Alpine Skiing · Slalom',
    instructions: 'Use Arrow Keys to navigate the gates and reach the finish line!',
    startLabel: 'Start Skiing!',
  },
};
