import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { AVATAR_COLOURS, avatarColour, initialsOf } from './initials';
import { loadAvatar } from './avatarImage';

describe('initials fallback', () => {
  it('takes up to two initials', () => {
    expect(initialsOf('You')).toBe('Y');
    expect(initialsOf('ana lucia maria')).toBe('AL');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('Chloé')).toBe('C');
  });

  it('picks a stable colour from the seed', () => {
    expect(avatarColour('Kenji')).toBe(avatarColour('Kenji'));
    expect(AVATAR_COLOURS).toContain(avatarColour('Kenji'));
    const colours = new Set(['Aarav', 'Sofia', 'Kenji', 'Amara', 'Lucas', 'Mei'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('Avatar', () => {
  it('makes a local data: URI avatar, never an external URL', async () => {
    const uri = await loadAvatar('Sofia');
    expect(uri.startsWith('data:image/svg+xml')).toBe(true);
    expect(await loadAvatar('Sofia')).toBe(uri);
  });

  it('shows initials first, then the generated picture', async () => {
    const { container } = render(<Avatar seed="Kwame" name="Kwame" />);
    expect(container.textContent).toBe('K');
    const img = await screen.findByRole('presentation');
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('falls back to initials when the image fails, so no broken image shows', async () => {
    await loadAvatar('Freya');
    const { container } = render(<Avatar seed="Freya" name="Freya" alt="Freya's avatar" />);
    const img = screen.getByRole('img', { name: "Freya's avatar" });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: "Freya's avatar" });
    expect(fallback.tagName).toBe('SPAN');
    expect(container.textContent).toBe('F');
  });
});
