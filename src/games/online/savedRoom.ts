// The room this tab is in, kept in sessionStorage, so a reload can take the same seat back, or watch the same
// room again (a spectator has no seat, so no token: it watches anew).
const KEY = 'csg:online-room';

export interface SavedRoom {
  token: string;
  roomId: string;
  /** Watched, not played: a reload watches it again. */
  watching?: boolean;
}

export function rememberRoom(room: SavedRoom) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(room));
  } catch {
    // Storage off or full: a reload then starts from the lobby.
  }
}

export function forgetRoom() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

export function savedRoom(): SavedRoom | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    const { token, roomId, watching } = (raw ?? {}) as Partial<SavedRoom>;
    if (typeof token !== 'string' || typeof roomId !== 'string') return null;
    return watching === true ? { token, roomId, watching } : { token, roomId };
  } catch {
    return null;
  }
}
