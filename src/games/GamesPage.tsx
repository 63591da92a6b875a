import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';
import { findMiniGame } from './catalog';
import { LobbyView } from './lobby/LobbyView';
import { LOBBY_HEADING_ID } from './lobby/LobbyHeading';
import { GamesSection } from './GamesSection';
import { ResultsView } from './results/ResultsView';
import { GameScreen } from './screen/GameScreen';
import { gamesHref, viewFrom } from './session/gamesUrl';
import { useSessionState } from './session/gamesServices';
import { useGamesSession } from './session/useGamesSession';
import type { JoinOutcome } from './rooms/types';

export const PRIVATE_GAME_NOT_FOUND = 'Private game not found!';
export const PRIVATE_GAME_FULL = 'This private game is full!';

function alertFailedJoin(outcome: JoinOutcome | null) {
  if (outcome && !outcome.ok) {
    window.alert(outcome.reason === 'full' ? PRIVATE_GAME_FULL : PRIVATE_GAME_NOT_FOUND);
  }
}

/** The /games route: lobby, game and results, with the view kept in the URL query. */
export default function GamesPage() {
  const [params] = useSearchParams();
  const view = viewFrom(params);
  const { active, results } = useSessionState();
  const session = useGamesSession();
  const navigate = useNavigate();

  const title =
    view === 'game'
      ? (findMiniGame(active?.room.sport ?? '')?.name ?? 'Play Games')
      : view === 'results'
        ? 'Leaderboard'
        : 'Play Games';
  usePageTitle(title);

  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === view) return;
    const cameBack = view === 'lobby';
    previousView.current = view;
    window.scrollTo(0, 0);
    if (cameBack) document.getElementById(LOBBY_HEADING_ID)?.focus();
  }, [view]);

  // An invite link (/games?code=ABC234) joins that room, then the code leaves the URL.
  const code = params.get('code');
  const handledCode = useRef<string | null>(null);
  const { joinByCode } = session;
  useEffect(() => {
    if (code === null || handledCode.current === code) return;
    handledCode.current = code;
    navigate(gamesHref('lobby'), { replace: true });
    alertFailedJoin(joinByCode(code));
  }, [code, joinByCode, navigate]);

  return (
    <GamesSection>
      {view === 'game' ? (
        <GameScreen active={active} onFinish={session.finish} onLeave={session.backToLobby} />
      ) : view === 'results' ? (
        <ResultsView
          results={active ? results : null}
          onPlayAgain={session.playAgain}
          onBackToLobby={session.backToLobby}
        />
      ) : (
        <LobbyView
          onPlayPractice={(gameId) => session.playPractice(gameId)}
          onJoinRoom={session.joinRoom}
          onJoinCode={(typed) => alertFailedJoin(session.joinByCode(typed))}
          onSelectTab={session.setLobbyTab}
        />
      )}
    </GamesSection>
  );
}
