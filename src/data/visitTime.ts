/** The moment of this visit: every page places the schedule relative to it, so Home and Schedule agree. */
let visit: Date | undefined;

export function visitTime(): Date {
  visit ??= new Date();
  return visit;
}
