// Who this tab is to the rooms: the player in a room simulated here, the name and avatar others see on the
// game server.
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GamePlayer } from '../../../shared/games/core/types';
import { guestName } from '../../../shared/names/displayName';
import type { JoinOptions } from '../../../shared/protocol/protocol';
import type { Profile } from '../profile/profile';
import type { ProfileStore } from '../profile/profileStore';

export function humanPlayer({ player }: Profile): GamePlayer {
  return { id: HUMAN_PLAYER_ID, name: player.name, avatar: player.avatar, isAI: false };
}

/**
 * The display name others see (a guest name is chosen and kept if none), the avatar's seed, and the results
 * identity when this browser has one (none is made for a room: only a verified run makes one).
 */
export function joinOptionsOf(profile: ProfileStore, identity: string | null = null): JoinOptions {
  let current = profile.get();
  if (!current.displayName) {
    current = { ...current, displayName: guestName(Math.random) };
    profile.set(current);
  }
  const avatar =
    current.player.avatar === current.player.name ? current.displayName : current.player.avatar;
  return identity
    ? { name: current.displayName, avatar, identity }
    : { name: current.displayName, avatar };
}
