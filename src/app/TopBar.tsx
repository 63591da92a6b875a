import { NavLink as RouterNavLink } from 'react-router';
import { NAV_LINKS } from './navLinks';
import { ROUTES } from '../lib/routes';
import { LogoMark } from './LogoMark';
import { NavIcon } from './NavIcon';
import { SITE_TAGLINE, SITE_TITLE } from '../lib/siteText';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function TopBar() {
  return (
    <header className="sticky top-0 z-40 bg-navy-900 text-white shadow-md">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-3 py-2 sm:px-6 md:h-16 md:flex-row md:items-center md:gap-4 md:py-0">
        <RouterNavLink
          to={ROUTES.home}
          className={`flex min-w-0 shrink-0 items-center gap-2 rounded-md ${focusRing}`}
        >
          <LogoMark className="h-8 w-8 shrink-0 md:h-9 md:w-9" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-base font-bold tracking-tight">{SITE_TITLE}</span>
            <span className="truncate text-xs text-sky-200">{SITE_TAGLINE}</span>
          </span>
        </RouterNavLink>
        <nav aria-label="Main" className="md:ml-auto">
          <ul className="flex items-center justify-between gap-1">
            {NAV_LINKS.map(({ to, label, icon }) => (
              <li key={to}>
                <RouterNavLink
                  to={to}
                  end={to === ROUTES.home}
                  aria-label={label}
                  title={label}
                  className={({ isActive }) =>
                    `flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-medium transition-colors lg:px-3 ${focusRing} ${
                      isActive
                        ? 'bg-white text-navy-900'
                        : 'text-sky-100 hover:bg-white/10 hover:text-white'
                    }`
                  }
                >
                  <NavIcon name={icon} className="h-5 w-5 shrink-0" />
                  <span className="hidden lg:inline">{label}</span>
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
