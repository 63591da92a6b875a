import { useEffect } from 'react';
import {
  useGamesServices,
  useOnlineState,
  useRecordsState,
  useSessionState,
} from '../session/gamesServices';
import { Trophy } from 'lucide-react';
import type { NewRoom } from '../../../shared/rooms/types';
import type { CreateOutcome } from '../rooms/lobbyRooms';
import { useLobbyRooms } from './useLobbyRooms';
import type { LobbyTab } from '../session/sessionState';
import type { GameId } from '../../../shared/games/core/types';
import { useProfile } from '../profile/profileStore';
import { MultiplayerPanel } from './MultiplayerPanel';
import { MyRunsPanel } from './MyRunsPanel';
import { PlayerBanner } from './PlayerBanner';
import { SinglePlayerPanel } from './SinglePlayerPanel';
import { Tabs } from './Tabs';
import { LobbyHeading, LobbyStack } from './LobbyHeading';

interface LobbyViewProps {
  onPlayPractice(gameId: GameId, daily?: boolean): void;
  /** Opens the world boards. */
  onWorldRecords?(): void;
  onJoinRoom(roomId: string): void;
  /** Watches a public room in progress (rooms on the game server only). */
  onWatchRoom?(roomId: string): void;
  onJoinCode(code: string): void;
  /** 'Play now' on a game (resolves once the visitor is in a room or was told why not). */
  onQuickMatch?(gameId: GameId): Promise<void>;
  onCreateRoom(values: NewRoom): Promise<CreateOutcome>;
  onSelectTab(tab: LobbyTab): void;
}

/** SPEC §2 lobby: the player banner and the Multiplayer / Single Player tabs. */
export function LobbyView({
  onPlayPractice,
  onWorldRecords,
  onJoinRoom,
  onWatchRoom,
  onJoinCode,
  onQuickMatch,
  onCreateRoom,
  onSelectTab,
}: LobbyViewProps) {
  const { profile: profileStore, rooms: roomsService, online, records } = useGamesServices();
  const { availability } = useRecordsState();
  const profile = useProfile(profileStore);
  const { lobbyTab } = useSessionState();
  const { mode, offlineReason } = useOnlineState();
  const rooms = useLobbyRooms(onCreateRoom);
  // The game server's client loads with the Multiplayer tab only (never for single player), and its live list
  // of rooms is open only while the tab shows: a game screen closes it.
  useEffect(() => {
    if (lobbyTab === 'multiplayer') return roomsService.watch();
  }, [lobbyTab, roomsService]);
  // Single Player offers today's challenge when a game server keeps results: ask once whether one does.
  useEffect(() => {
    if (lobbyTab === 'single') void records.probe();
  }, [lobbyTab, records]);

  return (
    <LobbyStack>
      <LobbyHeading />
      <PlayerBanner
        player={profile.player}
        displayName={profile.displayName}
        onRename={(displayName) => profileStore.set({ ...profileStore.get(), displayName })}
      />
      <MyRunsPanel />
      {onWorldRecords && (
        <div className="flex justify-end">
          <button
            type="button"
            className="btn-secondary inline-flex gap-2"
            onClick={onWorldRecords}
          >
            <Trophy aria-hidden="true" className="h-4 w-4" />
            World records
          </button>
        </div>
      )}
      <Tabs<LobbyTab>
        label="Game modes"
        selected={lobbyTab}
        onSelect={onSelectTab}
        tabs={[
          {
            id: 'multiplayer',
            label: 'Multiplayer',
            panel: (
              <MultiplayerPanel
                rooms={rooms}
                serverStatus={mode === 'idle' ? 'connecting' : mode}
                offlineReason={offlineReason}
                onRetryServer={() => void online.retry()}
                onJoinRoom={onJoinRoom}
                {...(onWatchRoom && mode === 'online' ? { onWatchRoom } : {})}
                onJoinCode={onJoinCode}
                {...(onQuickMatch ? { onQuickMatch } : {})}
              />
            ),
          },
          {
            id: 'single',
            label: 'Single Player',
            panel: (
              <SinglePlayerPanel
                personalBests={profile.personalBests}
                onPlay={onPlayPractice}
                dailyOffered={availability === 'yes'}
              />
            ),
          },
        ]}
      />
    </LobbyStack>
  );
}
