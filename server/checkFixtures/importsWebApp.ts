// A file the import rules must refuse: the server importing the web app around the shared package.
export { PRIVATE_GAME_NOT_FOUND } from '../../src/games/session/joinMessages';
