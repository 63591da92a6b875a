// Board rows as the results routes send them (shared/protocol/resultsApi.ts), from the store's rows.
import { medalFor } from '../../shared/games/medals';
import type { BoardRow, Place } from '../../shared/protocol/resultsApi';
import type { BoardRow as StoredRow, PlaceOnBoard, ResultsStore } from '../store/index';
import { isReplayable } from './replayable';

export function rowView(row: StoredRow, replayable: boolean): BoardRow {
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
    replayable,
  };
}

/**
 * The view of these rows, each saying whether its replay is served now (one store read for all of them). A
 * board row is a ranked run (practice or daily): only a daily run of a day not over is withheld.
 */
export async function rowViewer(
  store: ResultsStore,
  rows: ReadonlyArray<StoredRow | null | undefined>,
): Promise<(row: StoredRow) => BoardRow> {
  const ids = rows.flatMap((row) => (row ? [row.resultId] : []));
  const withheld = await store.withheldReplays(ids);
  return (row) =>
    rowView(row, isReplayable({ kind: 'daily', replayWithheld: withheld.has(row.resultId) }));
}

export const placeView = (place: PlaceOnBoard | null): Place | null =>
  place ? { place: place.place, of: place.of } : null;
