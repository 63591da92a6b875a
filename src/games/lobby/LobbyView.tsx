import { useGamesServices, useSessionState } from '../session/gamesServices';
import { humanPlayer } from '../session/useGamesSession';
import type { LobbyTab } from '../session/sessionState';
import type { GameId } from '../core/types';
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
  onSelectTab(tab: LobbyTab): void;
}

/** SPEC §2 lobby: the player banner and the Multiplayer / Single Player tabs. */
export function LobbyView({ onPlayPractice, onJoinRoom, onJoinCode, onSelectTab }: LobbyViewProps) {
  const { rooms, profile: profileStore } = useGamesServices();
  const profile = useProfile(profileStore);
  const { lobbyTab } = useSessionState();

  return (
    <LobbyStack>
      <LobbyHeading />
      <PlayerBanner player={profile.player} />
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
                host={humanPlayer(profile)}
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
