// The one room type of the game server: any of the seven games, played by the humans in the room and AI seats,
// on the very rules the browser runs. This file ties the room's parts to Colyseus's hooks: its seats and
// connections, its rounds (roomRounds.ts), spectators, commands, quick-match seats and lobby listing.
import { Room, ServerError, type Client, type RoomException } from '@colyseus/core';
import type { GameId, GamePlayer } from '../../shared/games/core/types';
import { TICK_MS } from '../../shared/protocol/lockstep';
import {
  CLIENT_MESSAGES,
  SERVER_MESSAGES,
  type NoticeMessage,
  TICKS_PER_MESSAGE,
} from '../../shared/protocol/protocol';
import { listingRank } from '../lobby/listingChannel';
import { countDropped, type DropReason } from '../metrics/counters';
import { RoomWitness } from '../results/roomWitness';
import { timedTick } from '../metrics/tickTiming';
import { claimInviteCode, releaseInviteCode } from './inviteCodes';
import { QuickMatchSeats, type ReservedSeats } from './quickMatchSeats';
import { quickMatchGameOf, quickMatchName, quickMatchRoom } from '../../shared/rooms/quickMatch';
import { parseJoinOptions, type JoinAuth } from './roomOptions';
import { seatName } from './seatNames';
import { closeWhenUnjoined } from './unjoinedRooms';
import type { Member, RoomState } from './roomState';
import { createOptionsOf, newRoomState, sampleSetupOf } from './roomSetup';
import { LobbyListing, listingOf } from './roomListing';
import { humansOf, isHumanIn, newMember } from './roomMembers';
import { guestMarksReady, hostPlaysAgain, hostStarts } from './roomCommands';
import { RoomRounds } from './roomRounds';
import { TickScheduler } from './tickScheduler';
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
/** What the players of a room whose game failed on the server are told (the other rooms play on). */
export const CLOSED_AFTER_FAULT =
  'Something went wrong on the game server, so this room closed. Start or join another game from the lobby.';

export class GameRoom extends Room<RoomState> {
  private sport: GameId = 'swimming';
  /** Set in onCreate, before any player can join or send. */
  private rounds!: RoomRounds;
  private joined = 0;
  /** Messages dropped because they did not parse or came from the wrong member. */
  dropped = 0;
  private closing = false;
  /** Its listing in the matchmaker and the lobbies: set in onCreate. */
  private lobbyListing!: LobbyListing;
  private stopTicks: () => void = () => {};
  /** Keeps each round's results for the humans who have an identity (server/results). */
  private witness = new RoomWitness();
  /** Clients with no seat who watch the game (spectators.ts). */
  private spectators = new Spectators();
  /** A quick match's seats (none for any other room): set in onCreate. */
  private quickMatch!: QuickMatchSeats;

  override async onCreate(raw: unknown) {
    const sampleSetup = sampleSetupOf(raw);
    const sample = sampleSetup?.sample;
    this.lobbyListing = new LobbyListing(this, listingRank(Date.now(), sampleSetup?.order));
    const quickGame = sample ? null : quickMatchGameOf(raw);
    const options = quickGame ? quickMatchRoom(quickGame) : createOptionsOf(raw, sample);
    if (!options) throw new ServerError(400, 'Unknown sport');
    this.sport = options.sport;
    this.quickMatch = new QuickMatchSeats(this, this.sport, quickGame !== null, {
      reservedSeats: () => this.reservedSeats as ReservedSeats,
      isClosing: () => this.closing,
      seed: () => this.lobbyListing.rank,
      seatBots: (bots) => {
        for (const bot of bots) this.addMember(this.state, bot, true);
        this.rounds.addBots(bots);
        this.rounds.startRound();
      },
    });
    const bots = sample ? sample.currentPlayers.filter((p) => p.isAI) : [];
    const state = newRoomState(options, sample);
    if (quickGame) state.name = quickMatchName(quickGame);
    for (const bot of bots) this.addMember(state, bot, true);
    this.setState(state);
    this.rounds = new RoomRounds(
      {
        roomId: this.roomId,
        state,
        broadcast: (type, message) => this.broadcast(type, message),
        later: (run, ms) => void this.clock.setTimeout(run, ms),
        statusChanged: () => void this.publishListing(),
        drop: (reason) => this.drop(reason),
      },
      this.sport,
      bots,
      this.witness,
    );

    if (options.type === 'private') {
      await this.setPrivate(true);
      state.inviteCode = await claimInviteCode(this.presence, this.roomId, sample?.inviteCode);
    }
    // Sample rooms stay when their visitors leave; a room someone made closes with its last player.
    this.autoDispose = !sample;
    this.maxClients = clientsAllowed(options.maxPlayers, bots.length, options.type);

    this.onMessage(CLIENT_MESSAGES.start, (client) => {
      if (!hostStarts(state, this.rounds, client.sessionId)) return this.drop('not-allowed');
      this.quickMatch.relist();
    });
    this.onMessage(CLIENT_MESSAGES.again, (client) => {
      if (!hostPlaysAgain(state, this.rounds, client.sessionId)) this.drop('not-allowed');
    });
    this.onMessage(CLIENT_MESSAGES.ready, (client, payload: unknown) => {
      if (!guestMarksReady(state, client.sessionId, payload)) this.dropped += 1;
    });
    this.onMessage(CLIENT_MESSAGES.input, (client, payload: unknown) =>
      this.spectators.has(client.sessionId)
        ? this.drop('not-allowed')
        : this.rounds.input(client, payload),
    );
    this.onMessage('*', () => this.drop('unknown-type'));
    // The room's state (its members, who hosts, whether a game is on) goes out with every tick message
    // (every TICKS_PER_MESSAGE ticks) rather than on a timer of its own: one timer a room, not two.
    this.setPatchRate(null);
    let ticks = 0;
    this.stopTicks = roomTicks.add(
      timedTick(() => {
        this.clock.tick();
        this.rounds.tick();
        ticks += 1;
        if (ticks % TICKS_PER_MESSAGE === 0) this.broadcastPatch();
      }, TICK_MS),
      (error) => this.onTickFailed(error),
    );
    const unjoined = () => this.state.round === 0 && this.joined <= 1;
    if (!sample) closeWhenUnjoined(this.clock, unjoined, (text) => this.closeWith(text));
    this.quickMatch.open();
    await this.publishListing();
    if (sample?.status === 'playing') this.rounds.startBotRound();
  }

  /**
   * A quick-match player is promised a seat only while the room takes them: a seat refused here sends
   * joinOrCreate on to another room (or a new one), so two visitors never both get the last seat.
   */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions?: unknown,
    authData?: unknown,
    seconds?: number,
    allowReconnection?: boolean,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (!allowReconnection && quickMatchGameOf(joinOptions) && !this.quickMatch.takes()) {
      return false;
    }
    const reserved = await super._reserveSeat(
      sessionId,
      joinOptions,
      authData,
      seconds,
      allowReconnection,
      devModeReconnection,
    );
    if (reserved) this.quickMatch.relist();
    return reserved;
  }

  override onJoin(client: Client, raw: unknown, auth?: JoinAuth) {
    if (wantsToWatch(raw)) {
      // A spectator: no seat; the game as it stands now (the next ticks follow), or the last results.
      this.spectators.admit(client.sessionId, this.state);
      return this.rounds.showTo(client);
    }
    refuseWhenSeatsTaken(this.state);
    const hasHost = humansOf(this.state).length > 0;
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
    this.witness.join(client.sessionId, raw);
    this.rounds.seated(client.sessionId);
    this.quickMatch.relist();
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
        this.rounds.catchUp(back);
        return;
      } catch {
        // Not back in time: the seat goes.
      }
    }
    this.removeMember(client.sessionId);
  }

  override async onDispose() {
    this.stopTicks();
    this.lobbyListing.withdraw();
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
    this.rounds.abandon();
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

  private drop(reason: DropReason) {
    this.dropped += 1;
    countDropped(reason);
  }

  private addMember(state: RoomState, player: GamePlayer, connected: boolean): Member {
    const member = newMember(player, connected, this.joined++);
    state.members.set(player.id, member);
    return member;
  }

  private removeMember(id: string) {
    this.state.members.delete(id);
    this.rounds.unseated(id);
    this.witness.forget(id);
    if (this.state.hostId === id) {
      this.state.hostId = humansOf(this.state)[0]?.id ?? '';
      // The new host starts the next round; a ready mark of theirs would stand for nothing.
      const host = this.state.members.get(this.state.hostId);
      if (host) host.ready = false;
    }
    if (humansOf(this.state).length === 0) {
      // A room someone made closes with its last player, even with spectators still watching.
      if (this.autoDispose && this.spectators.count > 0) this.closeWith(CLOSED_NO_PLAYERS);
      this.rounds.humansGone();
    }
    this.quickMatch.relist();
    void this.publishListing();
  }

  /** The matchmaker holds the room now: a public one goes on the lobbies' lists. */
  announce() {
    if (this.state.type === 'private' || this.closing) return;
    this.lobbyListing.announce(listingOf(this.state, this.sport));
  }

  private publishListing() {
    return this.lobbyListing.update(listingOf(this.state, this.sport));
  }
}
