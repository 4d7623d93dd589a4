/** The native bridge's time-out message, as the shell spec gives it. */
export const bridgeTimeout = (ms: number) => `Bridge callback timeout (${ms}ms)`;
