// Node options for a game-server process: `npm start` (package.json's serve script), each process of the
// cluster and the scale bench run it with these.
//
// A larger young generation: the server allocates ~50 MB a second at 1,500 players, and with Node's default
// it collected that every ~200 ms in pauses of 5-7 ms, which made the ticks due in them late (tick gap p99
// 67-74 ms against 57-59 ms with this; docs/performance.md). Up to 64 MB a semi-space, about 130 MB more
// memory at that load.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];
