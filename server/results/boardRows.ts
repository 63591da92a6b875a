// Board rows as the results routes send them (shared/protocol/resultsApi.ts), from the store's rows.
import { medalFor } from '../../shared/games/medals';
import type { BoardRow, Place } from '../../shared/protocol/resultsApi';
import type { BoardRow as StoredRow, PlaceOnBoard } from '../store/index';

export function rowView(row: StoredRow): BoardRow {
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

export const placeView = (place: PlaceOnBoard | null): Place | null =>
  place ? { place: place.place, of: place.of } : null;
