import { useEffect } from 'react';
import { useGamesServices, useOnlineState, useSessionState } from '../session/gamesServices';
import type { CreateGameValues } from '../rooms/createGameForm';
import type { CreateOutcome } from '../rooms/lobbyRooms';
import { useLobbyRooms } from './useLobbyRooms';
import type { LobbyTab } from '../session/sessionState';
import type { GameId } from '../../../shared/games/core/types';
import { useProfile } from '../profile/profileStore';
import { MultiplayerPanel } from './MultiplayerPanel';
import { PlayerBanner } from './PlayerBanner';
import { SinglePlayerPanel } from './SinglePlayerPanel';
import { Tabs } from './Tabs';
import { LobbyHeading, LobbyStack } from './LobbyHeading';

interface LobbyViewProps {
  onPlayPractice(gameId: GameId): void;
  onJoinRoom(roomId: string): void;
  onJoinCode(code: string): void;
  onCreateRoom(values: CreateGameValues): Promise<CreateOutcome>;
  onSelectTab(tab: LobbyTab): void;
}

/** SPEC §2 lobby: the player banner and the Multiplayer / Single Player tabs. */
export function LobbyView({
  onPlayPractice,
  onJoinRoom,
  onJoinCode,
  onCreateRoom,
  onSelectTab,
}: LobbyViewProps) {
  const { profile: profileStore, online } = useGamesServices();
  const profile = useProfile(profileStore);
  const { lobbyTab } = useSessionState();
  const { mode, offlineReason } = useOnlineState();
  const rooms = useLobbyRooms(onCreateRoom);
  // The game server's client loads with the Multiplayer tab only (never for single player), and its live list
  // of rooms is open only while the tab shows: a game screen closes it.
  useEffect(() => {
    if (lobbyTab === 'multiplayer') return online.watchRooms();
  }, [lobbyTab, online]);

  return (
    <LobbyStack>
      <LobbyHeading />
      <PlayerBanner
        player={profile.player}
        displayName={profile.displayName}
        onRename={(displayName) => profileStore.set({ ...profileStore.get(), displayName })}
      />
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
                onJoinCode={onJoinCode}
              />
            ),
          },
          {
            id: 'single',
            label: 'Single Player',
            panel: (
              <SinglePlayerPanel personalBests={profile.personalBests} onPlay={onPlayPractice} />
            ),
          },
        ]}
      />
    </LobbyStack>
  );
}
