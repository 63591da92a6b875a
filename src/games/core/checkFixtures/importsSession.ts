// A file the import rules must refuse: a game view's helper importing the session above it.
export { PRIVATE_GAME_NOT_FOUND } from '../../session/joinMessages';
