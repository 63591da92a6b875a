import { useEffect, useState } from 'react';
import { avatarColour, initialsOf } from './initials';
import { cachedAvatar, loadAvatar } from './avatarImage';

interface AvatarProps {
  /** The avatar seed (SPEC §3: taken from the player's name). */
  seed: string;
  name: string;
  /** Pixels. */
  size?: number;
  /** Alt text; leave empty when the name is shown next to the avatar. */
  alt?: string;
}

/** A player's picture: the generated avatar once loaded, a coloured initials circle until then (or if not). */
export function Avatar({ seed, name, size = 40, alt = '' }: AvatarProps) {
  const [loaded, setLoaded] = useState<{ seed: string; uri: string } | null>(() => {
    const uri = cachedAvatar(seed);
    return uri ? { seed, uri } : null;
  });
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (cachedAvatar(seed)) return;
    let live = true;
    loadAvatar(seed).then(
      (uri) => live && setLoaded({ seed, uri }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [seed]);

  const uri = loaded?.seed === seed ? loaded.uri : cachedAvatar(seed);
  const box = { width: size, height: size };
  if (uri && failed !== uri) {
    return (
      <img
        src={uri}
        alt={alt}
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-sky-100"
        style={box}
        onError={() => setFailed(uri)}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white select-none ${avatarColour(seed)}`}
      style={{ ...box, fontSize: Math.round(size * 0.4) }}
    >
      {initialsOf(name)}
    </span>
  );
}
