// Which view plays which game. Each view is its own lazy chunk, loaded only when that game starts.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameId, GameViewProps } from '../../../shared/games/core/types';

type LazyGameView = LazyExoticComponent<ComponentType<GameViewProps>>;

export const GAME_VIEWS: Record<GameId, LazyGameView> = {
  swimming: lazy(() => import('../swimming/SwimmingGame')),
  athletics: lazy(() => import('../sprint/SprintGame')),
  archery: lazy(() => import('../archery/ArcheryGame')),
  basketball: lazy(() => import('../basketball/BasketballGame')),
  fencing: lazy(() => import('../fencing/FencingGame')),
  weightlifting: lazy(() => import('../weightlifting/WeightliftingGame')),
  'alpine-skiing': lazy(() => import('../skiing/SkiingGame')),
};

export function findGameView(sport: string): LazyGameView | undefined {
  return Object.hasOwn(GAME_VIEWS, sport) ? GAME_VIEWS[sport as GameId] : undefined;
}
