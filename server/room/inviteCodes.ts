// Invite codes of private rooms, shared by every process through Colyseus's presence (Redis when scaled out):
// code -> roomId. The codes are never listed; only the join-by-code endpoint reads them.
import type { Presence } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { generateInviteCode } from '../../shared/rooms/inviteCode';

export const INVITE_CODES_KEY = 'csg:invite-codes';

export async function claimInviteCode(presence: Presence, roomId: string, wanted?: string) {
  for (let attempt = 0; attempt < 16; attempt++) {
    const code = attempt === 0 && wanted ? wanted : generateInviteCode(new Set(), randomBytes);
    if ((await presence.hget(INVITE_CODES_KEY, code)) === null) {
      await presence.hset(INVITE_CODES_KEY, code, roomId);
      return code;
    }
  }
  throw new Error('No free invite code');
}

export function roomIdForCode(presence: Presence, code: string): Promise<string | null> {
  return presence.hget(INVITE_CODES_KEY, code);
}

export async function releaseInviteCode(presence: Presence, code: string, roomId: string) {
  if ((await presence.hget(INVITE_CODES_KEY, code)) === roomId)
    await presence.hdel(INVITE_CODES_KEY, code);
}
