// Board rows as the site shows them: place, the spec's medal for 1-3 (equal places share it), the player's
// name and avatar seed (the site draws avatars from a seed, which is the player's name), their flag only when
// they chose a country, the score, the tiebreak time and when it was made.
import { medalFor, type Medal } from '../../shared/games/medals';
import type { BoardRow, PlaceOnBoard } from '../store/index';

export interface BoardRowView {
  place: number;
  medal: Medal | null;
  playerId: number;
  resultId: number;
  name: string;
  avatar: string;
  country: string | null;
  score: number;
  timeMs: number;
  /** When the run was made, as an ISO 8601 UTC time. */
  date: string;
}

export function rowView(row: BoardRow): BoardRowView {
  return {
    place: row.place,
    medal: medalFor(row.place) ?? null,
    playerId: row.playerId,
    resultId: row.resultId,
    name: row.name,
    avatar: row.name,
    country: row.country,
    score: row.score,
    timeMs: row.timeMs,
    date: new Date(row.achievedAt).toISOString(),
  };
}

export interface PlaceView {
  place: number;
  of: number;
}

export const placeView = (place: PlaceOnBoard | null): PlaceView | null =>
  place ? { place: place.place, of: place.of } : null;
