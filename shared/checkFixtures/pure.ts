// A file the shared package's compile accepts: plain ES2023, no platform.
export const laps = [50, 100].map((metres) => metres / 50);
