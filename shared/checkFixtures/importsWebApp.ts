// A file the import rules must refuse: the shared package importing the web app.
export { PRIVATE_GAME_NOT_FOUND } from '../../src/games/session/joinMessages';
