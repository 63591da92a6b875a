// The room schema holds the difficulty as a plain string: the listing and a round's settings read it with the
// checked reader, so a value that names no difficulty never reaches a lobby or the rules.
import { describe, expect, it } from 'vitest';
import { listingOf } from './roomListing';
import { roundSettings } from './roomMembers';
import { createRoomState } from './roomState';

function stateWith(difficulty: string) {
  const state = createRoomState();
  state.name = 'Room';
  state.maxPlayers = 4;
  state.duration = 60;
  state.difficulty = difficulty;
  return state;
}

describe("a room's difficulty, read from its schema", () => {
  it('lists and plays the difficulty the room was created with', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      expect(listingOf(stateWith(difficulty), 'archery').difficulty).toBe(difficulty);
      expect(roundSettings(stateWith(difficulty)).difficulty).toBe(difficulty);
    }
  });

  it('reads a string that names no difficulty as medium, the create default', () => {
    expect(listingOf(stateWith('expert'), 'archery').difficulty).toBe('medium');
    expect(roundSettings(stateWith('')).difficulty).toBe('medium');
  });
});
