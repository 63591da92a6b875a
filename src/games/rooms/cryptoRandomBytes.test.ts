import { generateInviteCode, isInviteCode } from '../../../shared/rooms/inviteCode';
import { cryptoRandomBytes } from './cryptoRandomBytes';

describe('invite codes made in the browser', () => {
  it('come from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const code = generateInviteCode(new Set(), cryptoRandomBytes);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(isInviteCode(code)).toBe(true);
  });
});
