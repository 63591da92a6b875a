export const SERVER_NODE_ARGS: string[];
