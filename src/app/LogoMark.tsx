/** Five interlocking rings in a dove-white circle: the site's mark (also the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#fff" />
      <g fill="none" strokeWidth="3.2">
        <circle cx="20" cy="27" r="8" stroke="#0369a1" />
        <circle cx="32" cy="27" r="8" stroke="#111827" />
        <circle cx="44" cy="27" r="8" stroke="#dc2626" />
        <circle cx="26" cy="36" r="8" stroke="#ca8a04" />
        <circle cx="38" cy="36" r="8" stroke="#15803d" />
      </g>
    </svg>
  );
}
