// The room this tab is in, kept in sessionStorage, so a reload can take the same seat back.
const KEY = 'csg:online-room';

export interface SavedRoom {
  token: string;
  roomId: string;
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
    const { token, roomId } = (raw ?? {}) as Partial<SavedRoom>;
    return typeof token === 'string' && typeof roomId === 'string' ? { token, roomId } : null;
  } catch {
    return null;
  }
}
