// The load generator's HTTP agent, made to behave as a browser's connections do.
/**
 * colyseus.js asks the matchmaker through Node's http and its global agent, whose 5 s timeout applies to every
 * request: colyseus.js aborts an answer slower than that ('socket hang up'), where a browser waits for it. And
 * the agent keeps an idle connection as long as the server does (5 s), so a request may go out on one the
 * server is closing that very moment, where a browser would send it again. Like a browser, then: no time
 * limit on a request; idle connections are dropped after 2 s, before the server drops them.
 */
export function browserLikeAgent(agent) {
  agent.options.timeout = 0;
  const keepSocketAlive = agent.keepSocketAlive.bind(agent);
  agent.keepSocketAlive = (socket) => {
    const kept = keepSocketAlive(socket);
    socket.setTimeout(2_000);
    return kept;
  };
  const reuseSocket = agent.reuseSocket.bind(agent);
  agent.reuseSocket = (socket, request) => {
    socket.setTimeout(0);
    reuseSocket(socket, request);
  };
}
