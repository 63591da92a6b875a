// How a room begins: from a client's create options (parsed, never trusted) or, for the server's own sample
// rooms, from the sample it was given; and the room's state before anyone joins.
import { findMiniGame } from '../../shared/games/catalog';
import type { NewRoom, Room as SampleRoom } from '../../shared/rooms/types';
import { parseCreateOptions } from './roomOptions';
import { createRoomState, type RoomState } from './roomState';
import { SERVER_ONLY_KEY } from './serverOnly';

interface ServerCreateOptions {
  serverOnlyKey?: string;
  sample?: SampleRoom;
  /** The sample room's place in the generator's list (the lobby shows them in that order). */
  sampleOrder?: number;
}

export interface SampleSetup {
  sample: SampleRoom;
  /** Its place in the generator's list. */
  order: number;
}

/** The sample room this room is, when the server itself created it (a client cannot know the key). */
export function sampleSetupOf(raw: unknown): SampleSetup | undefined {
  const serverOnly = raw as ServerCreateOptions | undefined;
  if (serverOnly?.serverOnlyKey !== SERVER_ONLY_KEY || !serverOnly.sample) return undefined;
  return { sample: serverOnly.sample, order: serverOnly.sampleOrder ?? 0 };
}

/** The room's options: the sample's, else the client's parsed; null for a sport that is not one of the games. */
export function createOptionsOf(raw: unknown, sample?: SampleRoom): NewRoom | null {
  if (!sample) return parseCreateOptions(raw);
  return {
    sport: sample.sport,
    type: sample.type,
    maxPlayers: sample.maxPlayers,
    duration: sample.settings.duration,
    difficulty: sample.settings.difficulty,
  };
}

/** A room waiting for its first round, with no members and no host yet. */
export function newRoomState(options: NewRoom, sample?: SampleRoom): RoomState {
  const state = createRoomState();
  state.name = sample?.name ?? `${findMiniGame(options.sport)?.name ?? options.sport} Custom Game`;
  state.sport = options.sport;
  state.type = options.type;
  state.status = 'waiting';
  state.hostId = '';
  state.maxPlayers = options.maxPlayers;
  state.duration = options.duration;
  state.difficulty = options.difficulty;
  state.round = 0;
  state.watching = 0;
  state.aiJoinIn = 0;
  return state;
}
