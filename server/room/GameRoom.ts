// The one room type of the game server: any of the seven games, played by the humans in the room
// and AI seats, on the very rules the browser runs. The host starts; inputs are parsed, rate-limited, queued
// and applied at a fixed tick; the server's results are the leaderboard every member sees.
import { randomInt } from 'node:crypto';
import { Room, ServerError, type Client, type RoomException } from '@colyseus/core';
import type { GameId, GamePlayer } from '../../shared/games/core/types';
import { TICK_MS } from '../../shared/protocol/lockstep';
import {
  CLIENT_MESSAGES,
  SERVER_MESSAGES,
  parseInputMessage,
  parseReadyMessage,
  type NoticeMessage,
  type ResultsMessage,
  TICKS_PER_MESSAGE,
} from '../../shared/protocol/protocol';
import { listingRank, publishListing, unpublishListing } from '../lobby/listingChannel';
import { countDropped, type DropReason } from '../metrics/counters';
import { RoomWitness } from '../results/roomWitness';
import { timedTick } from '../metrics/tickTiming';
import { InputLimiter } from './inputLimiter';
import { claimInviteCode, releaseInviteCode } from './inviteCodes';
import { Match } from './match';
import { parseJoinOptions } from './roomOptions';
import { seatName } from './seatNames';
import { unjoinedRoomMs, closedUnjoined } from './unjoinedRooms';
import type { Member, RoomState } from './roomState';
import { createOptionsOf, newRoomState, sampleSetupOf } from './roomSetup';
import { listingOf } from './roomListing';
import { humansOf, isHumanIn, newMember, roundSettings, seatsForRound } from './roomMembers';
import { TickScheduler } from './tickScheduler';
import { TickStream } from './tickStream';
import {
  CLOSED_NO_PLAYERS,
  clientsAllowed,
  refuseWhenSeatsTaken,
  Spectators,
  wantsToWatch,
} from './spectators';

/** Every room of this process ticks on one scheduler, the rooms spread over the tick period. */
const roomTicks = new TickScheduler(TICK_MS);

/** How long a player who dropped (a reload, a lost connection) keeps their seat. */
export const RECONNECT_SECONDS = 20;
/** A sample room full of bots plays on by itself: the next race this long after the last one. */
export const BOT_ROUND_PAUSE_MS = 5_000;
/** What the players of a room whose game failed on the server are told (the other rooms play on). */
export const CLOSED_AFTER_FAULT =
  'Something went wrong on the game server, so this room closed. Start or join another game from the lobby.';

export interface JoinAuth {
  /** Set by the join-by-code endpoint: the only way into someone else's private room. */
  viaCode?: boolean;
}

export class GameRoom extends Room<RoomState> {
  private sport: GameId = 'swimming';
  private bots: GamePlayer[] = [];
  private match: Match | null = null;
  private lastResults: ResultsMessage | null = null;
  private limiters = new Map<string, InputLimiter>();
  /** The round's ticks on their way to the members. */
  private ticks = new TickStream((type, message) => this.broadcast(type, message));
  private joined = 0;
  /** Messages dropped because they did not parse or came from the wrong member. */
  dropped = 0;
  private closing = false;
  /** The room's place in the lobby's order (listingChannel.ts). */
  private rank = 0;
  /** In the lobbies: set once the matchmaker holds the room (announce), for public rooms only. */
  private listed = false;
  private stopTicks: () => void = () => {};
  /** Keeps each round's results for the humans who have an identity (server/results). */
  private witness = new RoomWitness();
  /** Clients with no seat who watch the game (spectators.ts). */
  private spectators = new Spectators();

  override async onCreate(raw: unknown) {
    const sampleSetup = sampleSetupOf(raw);
    const sample = sampleSetup?.sample;
    this.rank = listingRank(Date.now(), sampleSetup?.order);
    const options = createOptionsOf(raw, sample);
    if (!options) throw new ServerError(400, 'Unknown sport');

    this.sport = options.sport;
    this.bots = sample ? sample.currentPlayers.filter((p) => p.isAI) : [];
    const state = newRoomState(options, sample);
    for (const bot of this.bots) this.addMember(state, bot, true);
    this.setState(state);

    if (options.type === 'private') {
      await this.setPrivate(true);
      state.inviteCode = await claimInviteCode(this.presence, this.roomId, sample?.inviteCode);
    }
    // Sample rooms stay when their visitors leave; a room someone made closes with its last player.
    this.autoDispose = !sample;
    this.maxClients = clientsAllowed(options.maxPlayers, this.bots.length, options.type);

    this.onMessage(CLIENT_MESSAGES.start, (client) => this.onStart(client));
    this.onMessage(CLIENT_MESSAGES.again, (client) => this.onAgain(client));
    this.onMessage(CLIENT_MESSAGES.ready, (client, payload: unknown) =>
      this.onReady(client, payload),
    );
    this.onMessage(CLIENT_MESSAGES.input, (client, payload: unknown) =>
      this.onInput(client, payload),
    );
    this.onMessage('*', () => this.drop('unknown-type'));
    // The room's state (its members, who hosts, whether a game is on) goes out with every tick message
    // (every TICKS_PER_MESSAGE ticks) rather than on a timer of its own: one timer a room, not two.
    this.setPatchRate(null);
    let ticks = 0;
    this.stopTicks = roomTicks.add(
      timedTick(() => {
        this.clock.tick();
        this.onTick();
        ticks += 1;
        if (ticks % TICKS_PER_MESSAGE === 0) this.broadcastPatch();
      }, TICK_MS),
      (error) => this.onTickFailed(error),
    );
    // A room someone made and nobody else ever came to (nor played in) closes after a few minutes.
    if (!sample) {
      const closeAfterMs = unjoinedRoomMs();
      this.clock.setTimeout(() => {
        if (this.state.round === 0 && this.joined <= 1)
          this.closeWith(closedUnjoined(closeAfterMs));
      }, closeAfterMs);
    }
    await this.publishListing();
    if (sample?.status === 'playing') this.startBotRound();
  }

  override onJoin(client: Client, raw: unknown, auth?: JoinAuth) {
    if (wantsToWatch(raw)) return this.admitSpectator(client);
    refuseWhenSeatsTaken(this.state, this.bots.length);
    const hasHost = this.humans().length > 0;
    if (this.state.type === 'private' && hasHost && !auth?.viaCode) {
      // A private room is found by its code only; its id alone does not let anyone in.
      throw new ServerError(404, 'not-found');
    }
    const wanted = parseJoinOptions(raw);
    const name = seatName(
      wanted.name,
      [...this.state.members.values()].map((m) => m.name),
    );
    const avatar = wanted.avatar;
    const player: GamePlayer = { id: client.sessionId, name, avatar, isAI: false };
    const member = this.addMember(this.state, player, true);
    member.waitingForNextRound = this.state.status === 'playing';
    if (!isHumanIn(this.state, this.state.hostId)) this.state.hostId = client.sessionId;
    this.limiters.set(client.sessionId, new InputLimiter());
    this.witness.join(client.sessionId, raw);
    // A sample room's bots were racing on their own: a visitor arrives, they line up for the visitor's race.
    if (this.match && this.match.players.every((p) => p.isAI)) this.stopMatch();
    void this.publishListing();
  }

  override async onLeave(client: Client, consented: boolean) {
    if (this.spectators.leave(client.sessionId, this.state)) return;
    const member = this.state.members.get(client.sessionId);
    if (!member) return;
    member.connected = false;
    if (!consented) {
      try {
        const back = await this.allowReconnection(client, RECONNECT_SECONDS);
        member.connected = true;
        if (this.match && this.match.seatOf(back.sessionId) >= 0) {
          back.send(SERVER_MESSAGES.game, this.match.toMessage());
        } else if (this.lastResults && this.state.status === 'finished') {
          back.send(SERVER_MESSAGES.results, this.lastResults);
        }
        return;
      } catch {
        // Not back in time: the seat goes.
      }
    }
    this.removeMember(client.sessionId);
  }

  override async onDispose() {
    this.stopTicks();
    if (this.listed) unpublishListing(this.presence, this.roomId);
    if (this.state.inviteCode) {
      await releaseInviteCode(this.presence, this.state.inviteCode, this.roomId);
    }
  }

  /**
   * Colyseus calls this for anything a room's code throws. A message that makes a handler throw is dropped
   * like any other bad message; a failure of the game's tick or of a timer closes this room with a word to
   * its players, and every other room of the process plays on.
   */
  override onUncaughtException(error: RoomException<this>, methodName: string) {
    if (methodName === 'onMessage') {
      this.drop('handler-error');
      return;
    }
    if (methodName !== 'setTimeout' && methodName !== 'setInterval') {
      return; // onCreate, onJoin and the like: Colyseus turns the error into a refused create or join.
    }
    this.onTickFailed(error.cause ?? error, methodName);
  }

  /** A failure of the game's tick or of a timer closes this room with a word to its players. */
  private onTickFailed(error: unknown, where = 'its tick') {
    console.error(`Room ${this.roomId} (${this.sport}) failed in ${where}:`, error);
    this.match = null;
    this.closeWith(CLOSED_AFTER_FAULT);
  }

  /** Tells every member why the room is closing, then closes it (once). */
  protected closeWith(text: string) {
    if (this.closing) return;
    this.closing = true;
    const notice: NoticeMessage = { text };
    this.broadcast(SERVER_MESSAGES.notice, notice);
    void this.disconnect();
  }

  private onStart(client: Client) {
    if (client.sessionId !== this.state.hostId || this.state.status !== 'waiting') {
      this.drop('not-allowed');
      return;
    }
    this.startRound();
  }

  private onAgain(client: Client) {
    if (client.sessionId !== this.state.hostId || this.state.status !== 'finished') {
      this.drop('not-allowed');
      return;
    }
    this.startRound();
  }

  /** A guest on the results marks itself ready (or not) for the host's next round: only its own flag. */
  private onReady(client: Client, payload: unknown) {
    const message = parseReadyMessage(payload);
    const member = this.state.members.get(client.sessionId);
    if (
      !message ||
      !member ||
      member.isAI ||
      client.sessionId === this.state.hostId ||
      this.state.status !== 'finished'
    ) {
      this.dropped += 1;
      return;
    }
    member.ready = message.ready;
  }

  private onInput(client: Client, payload: unknown) {
    if (this.spectators.has(client.sessionId)) return this.drop('not-allowed');
    const message = parseInputMessage(payload);
    const match = this.match;
    if (!message || !match || this.state.status !== 'playing') {
      this.drop(message ? 'not-allowed' : 'invalid');
      return;
    }
    const limiter = this.limiters.get(client.sessionId);
    if (limiter && !limiter.allow(Date.now())) {
      countDropped('input-rate');
      match.acknowledge(client.sessionId, message.q);
      return;
    }
    if (!match.take(client.sessionId, message.q, message.i)) this.drop('invalid');
  }

  /** A spectator comes in: the game as it stands now (the next ticks follow), or the last results. */
  private admitSpectator(client: Client) {
    this.spectators.admit(client.sessionId, this.state);
    if (this.match) client.send(SERVER_MESSAGES.game, this.match.toMessage());
    else if (this.lastResults && this.state.status === 'finished') {
      client.send(SERVER_MESSAGES.results, this.lastResults);
    }
  }

  private drop(reason: DropReason) {
    this.dropped += 1;
    countDropped(reason);
  }

  private onTick() {
    const match = this.match;
    if (!match || this.state.status !== 'playing') return;
    const tick = match.runTick();
    this.witness.record(tick);
    this.ticks.push(match, tick);
    if (match.isOver()) this.finishRound(match);
  }

  private startRound() {
    const round = this.state.round + 1;
    this.match = new Match(
      this.sport,
      round,
      seatsForRound(this.state, this.sport, this.bots, round, this.roomId),
      roundSettings(this.state),
      randomInt(2 ** 31),
    );
    this.lastResults = null;
    this.ticks.clear();
    this.witness.start();
    this.state.round = round;
    this.state.status = 'playing';
    this.state.members.forEach((member) => {
      member.waitingForNextRound = false;
      member.ready = false;
    });
    this.broadcast(SERVER_MESSAGES.game, this.match.toMessage());
    void this.publishListing();
  }

  private startBotRound() {
    if (this.humans().length > 0 || this.bots.length === 0) return;
    const round = this.state.round + 1;
    this.match = new Match(
      this.sport,
      round,
      this.bots,
      roundSettings(this.state),
      randomInt(2 ** 31),
    );
    this.state.round = round;
    this.state.status = 'playing';
    // Nobody plays a bots' round, but spectators may watch it.
    if (this.spectators.count > 0) this.broadcast(SERVER_MESSAGES.game, this.match.toMessage());
    void this.publishListing();
  }

  private finishRound(match: Match) {
    // Every member reaches the last tick before the results.
    this.ticks.flush();
    this.match = null;
    if (match.players.every((p) => p.isAI)) {
      this.state.status = 'waiting';
      this.clock.setTimeout(() => this.startBotRound(), BOT_ROUND_PAUSE_MS);
    } else {
      this.lastResults = { round: match.round, results: match.results() };
      this.witness.finish({
        roomId: this.roomId,
        game: this.sport,
        settings: match.settings,
        seed: match.seed,
        players: match.players,
        results: this.lastResults.results,
      });
      this.state.status = 'finished';
      this.broadcast(SERVER_MESSAGES.results, this.lastResults);
    }
    void this.publishListing();
  }

  private stopMatch() {
    this.match = null;
    this.ticks.clear();
    this.state.status = 'waiting';
  }

  private addMember(state: RoomState, player: GamePlayer, connected: boolean): Member {
    const member = newMember(player, connected, this.joined++);
    state.members.set(player.id, member);
    return member;
  }

  private removeMember(id: string) {
    this.state.members.delete(id);
    this.limiters.delete(id);
    this.witness.forget(id);
    if (this.state.hostId === id) {
      this.state.hostId = this.humans()[0]?.id ?? '';
      // The new host starts the next round; a ready mark of theirs would stand for nothing.
      const host = this.state.members.get(this.state.hostId);
      if (host) host.ready = false;
    }
    if (this.humans().length === 0) {
      // A room someone made closes with its last player, even with spectators still watching.
      if (this.autoDispose && this.spectators.count > 0) this.closeWith(CLOSED_NO_PLAYERS);
      this.match = null;
      this.lastResults = null;
      this.state.status = 'waiting';
      this.startBotRound();
    }
    void this.publishListing();
  }

  private humans(): Member[] {
    return humansOf(this.state);
  }

  /** The matchmaker holds the room now: a public one goes on the lobbies' lists. */
  announce() {
    if (this.state.type === 'private' || this.closing) return;
    this.listed = true;
    publishListing(this.presence, this.roomId, listingOf(this.state, this.sport), this.rank);
  }

  /** Keeps the matchmaker's copy of the listing (what a lobby starting later reads) and the lobbies' in step. */
  private async publishListing() {
    const listing = listingOf(this.state, this.sport);
    await this.setMetadata({ ...listing, rank: this.rank });
    if (this.listed) publishListing(this.presence, this.roomId, listing, this.rank);
  }
}
