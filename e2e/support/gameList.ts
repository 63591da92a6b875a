/** The seven games as a visitor finds them: card heading in the lobby and the ready screen's button. */
export const GAMES_UNDER_TEST = [
  { id: 'swimming', name: 'Swimming', startLabel: 'Start Swimming!' },
  { id: 'athletics', name: 'Sprint Race', startLabel: 'Start Sprint!' },
  { id: 'archery', name: 'Archery', startLabel: 'Start Archery!' },
  { id: 'basketball', name: 'Basketball', startLabel: 'Start Shooting!' },
  { id: 'fencing', name: 'Fencing', startLabel: 'En Garde!' },
  { id: 'weightlifting', name: 'Weightlifting', startLabel: 'Start Lifting!' },
  { id: 'alpine-skiing', name: 'Alpine Skiing', startLabel: 'Start Skiing!' },
] as const;
