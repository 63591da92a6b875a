// The country this player chose to show beside their name on the boards, kept on this device: sent with the
// next verified run (and to the server at once when the player already has results). Not chosen yet, the runs
// send none and the server keeps what it has.
import { isCountryCode } from '../../../shared/names/countryCodes';
import { browserStorage, type ProfileStorage } from '../profile/profileStorage';

export const COUNTRY_STORAGE_KEY = 'csg:country:v1';
/** What the key holds for 'No country'. */
const NO_COUNTRY = 'none';

export interface CountryChoice {
  /** A code, null for 'No country', undefined when the player never chose. */
  get(): string | null | undefined;
  set(country: string | null): void;
}

export function createCountryChoice(
  storage: ProfileStorage | null = browserStorage(),
): CountryChoice {
  /** Where storage refuses (private mode, blocked), the choice lives as long as the tab. */
  let memory: string | null | undefined;
  return {
    get() {
      let text: string | null = null;
      try {
        text = storage ? storage.getItem(COUNTRY_STORAGE_KEY) : null;
      } catch {
        return memory;
      }
      if (text === null) return memory;
      if (text === NO_COUNTRY) return null;
      // Anything else saved there is no choice (not a code the server would take).
      return isCountryCode(text) ? text : undefined;
    },
    set(country) {
      memory = country;
      try {
        storage?.setItem(COUNTRY_STORAGE_KEY, country ?? NO_COUNTRY);
      } catch {
        // Kept in memory for this tab.
      }
    },
  };
}
