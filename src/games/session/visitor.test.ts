// Who this tab is to the game server's rooms: its name and avatar, and its results identity only when it has
// one (the room then keeps its rounds in the player's history; a room never makes an identity).
import { createProfileStore } from '../profile/profileStore';
import { joinOptionsOf } from './visitor';

describe('joinOptionsOf', () => {
  it('sends the name others see, and the results identity only when this browser has one', () => {
    const profile = createProfileStore(null);
    const without = joinOptionsOf(profile);
    expect(without.name).toBeTruthy();
    expect(without).not.toHaveProperty('identity');
    expect(joinOptionsOf(profile, null)).not.toHaveProperty('identity');
    expect(joinOptionsOf(profile, 'c2VjcmV0LW9mLXRoaXMtYnJvd3Nlcg')).toEqual({
      ...without,
      identity: 'c2VjcmV0LW9mLXRoaXMtYnJvd3Nlcg',
    });
  });
});
