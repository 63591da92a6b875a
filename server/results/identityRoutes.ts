// The identity's routes, each with the browser's secret in the Authorization header:
// POST /api/identity/code      a one-time code (10 minutes) that carries this player to another device;
// POST /api/identity/redeem    { code }, sent by the new device with its own new secret: that secret now
//                              names the code's player too (refused while it names a player of its own);
// POST /api/identity/country   { country } the country shown beside the player's name (a code, or null):
//                              their board rows take it at once;
// DELETE /api/identity         'Delete my results': the player and every row of theirs;
// POST /api/reports            { resultId, reason } 'Report name' on a board row (the secret is optional: it
//                              names the reporter).
import type { CountryAnswer } from '../../shared/protocol/resultsApi';
import type { ApiRoute } from './apiTypes';
import { parseCountry } from './playerFields';
import { BadRequest } from './runSettings';

const secretOf = (identity: { secret: Buffer } | null) => (identity as { secret: Buffer }).secret;

export const NO_PLAYER =
  'No results are kept for this browser yet: they start at a first verified run.';
export const BAD_CODE =
  'This code is unknown, used or expired: make a new one on the other device.';
export const HAS_PLAYER =
  'This browser already holds results of its own: delete them here first (Delete my results), then use the code.';

export const codeRoute: ApiRoute = {
  pattern: /^\/api\/identity\/code$/,
  method: 'POST',
  limit: 'account',
  identity: 'required',
  maxBodyBytes: 1024,
  async handle({ identity }, { store }) {
    const player = await store.playerBySecret(secretOf(identity));
    if (!player) return { status: 404, body: { error: NO_PLAYER } };
    const { code, expiresAt } = await store.createTransferCode(player.id);
    return { status: 200, body: { code, expiresAt } };
  },
};

export const redeemRoute: ApiRoute = {
  pattern: /^\/api\/identity\/redeem$/,
  method: 'POST',
  limit: 'account',
  identity: 'required',
  maxBodyBytes: 1024,
  async handle({ body, identity }, { store }) {
    if (typeof body.code !== 'string' || body.code.length > 32) {
      throw new BadRequest('code is the 8-character code the other device shows.');
    }
    // Redeeming would leave this browser's own player behind with no device to delete it from.
    if (await store.playerBySecret(secretOf(identity))) {
      return { status: 409, body: { error: HAS_PLAYER } };
    }
    const player = await store.redeemTransferCode(body.code, secretOf(identity));
    if (!player) return { status: 404, body: { error: BAD_CODE } };
    return {
      status: 200,
      body: { playerId: player.id, name: player.name, country: player.country },
    };
  },
};

export const countryRoute: ApiRoute = {
  pattern: /^\/api\/identity\/country$/,
  method: 'POST',
  limit: 'account',
  identity: 'required',
  maxBodyBytes: 1024,
  async handle({ body, identity }, { store }) {
    const country = parseCountry(body.country);
    if (country === undefined)
      throw new BadRequest('country is a two-letter code such as "FI", or null.');
    const player = await store.playerBySecret(secretOf(identity));
    if (!player) return { status: 404, body: { error: NO_PLAYER } };
    if (player.country !== country) await store.setCountry(player.id, country);
    const answer: CountryAnswer = { country };
    return { status: 200, body: answer };
  },
};

export const deleteIdentityRoute: ApiRoute = {
  pattern: /^\/api\/identity$/,
  method: 'DELETE',
  limit: 'account',
  identity: 'required',
  maxBodyBytes: 1024,
  async handle({ identity }, { store }) {
    const player = await store.playerBySecret(secretOf(identity));
    if (!player) return { status: 404, body: { error: NO_PLAYER } };
    await store.deletePlayer(player.id);
    return { status: 200, body: { deleted: true, playerId: player.id } };
  },
};

export const reportRoute: ApiRoute = {
  pattern: /^\/api\/reports$/,
  method: 'POST',
  limit: 'account',
  identity: 'optional',
  maxBodyBytes: 2048,
  async handle({ body, identity }, { store }) {
    const { resultId, reason } = body;
    if (typeof resultId !== 'number' || !Number.isSafeInteger(resultId) || resultId < 1) {
      throw new BadRequest('resultId is the id of the board row reported.');
    }
    if (typeof reason !== 'string')
      throw new BadRequest('reason says in a few words what is wrong.');
    const playerId = await store.ownerOfResult(resultId);
    if (playerId === null) return { status: 404, body: { error: 'There is no such result.' } };
    const reporter = identity ? await store.playerBySecret(identity.secret) : null;
    await store.addReport({ reporterId: reporter?.id ?? null, playerId, resultId, reason });
    return { status: 200, body: { reported: true } };
  },
};
