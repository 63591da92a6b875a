// The game room as a shutting-down process runs it (SIGTERM, a deploy): Colyseus locks every room and calls
// onBeforeShutdown; the process exits once every room has closed. A game people are playing finishes first
// (within SHUTDOWN_GRACE_SECONDS, default 60), then its players keep their leaderboard and are told the room
// has closed; every other room closes at once with the same explanation. Kept beside GameRoom rather than in
// it: the room's rules stay one file, the process's lifecycle another.
import { SERVER_MESSAGES, type NoticeMessage } from '../src/games/online/protocol';
import { GameRoom } from './room/GameRoom';

export const CLOSED_AFTER_GAME =
  'The game server is restarting, so this room closed after your game. Start or join another game from the lobby.';
export const CLOSED_MID_GAME =
  'The game server is restarting and this game could not finish in time. Start or join another game from the lobby.';
export const CLOSED_FOR_RESTART =
  'The game server is restarting, so this room closed. Start or join another game from the lobby.';

const DEFAULT_GRACE_SECONDS = 60;
const CHECK_EVERY_MS = 100;

export function shutdownGraceMs(env: { SHUTDOWN_GRACE_SECONDS?: string } = process.env): number {
  const seconds = Number(env.SHUTDOWN_GRACE_SECONDS ?? DEFAULT_GRACE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_GRACE_SECONDS * 1000;
}

export class DrainingGameRoom extends GameRoom {
  override onBeforeShutdown() {
    if (!this.humansPlaying()) return this.closeWith(CLOSED_FOR_RESTART);
    const deadline = Date.now() + shutdownGraceMs();
    const check = this.clock.setInterval(() => {
      if (!this.humansPlaying()) {
        check.clear();
        this.closeWith(CLOSED_AFTER_GAME);
      } else if (Date.now() >= deadline) {
        check.clear();
        this.closeWith(CLOSED_MID_GAME);
      }
    }, CHECK_EVERY_MS);
  }

  private humansPlaying(): boolean {
    if (this.state.status !== 'playing') return false;
    return [...this.state.members.values()].some((member) => !member.isAI);
  }

  private closeWith(text: string) {
    const notice: NoticeMessage = { text };
    this.broadcast(SERVER_MESSAGES.notice, notice);
    void this.disconnect();
  }
}
