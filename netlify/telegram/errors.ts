/**
 * A failure that may pass: the network, a 5xx, a 429. The webhook answers Telegram 503 so the update is sent again;
 * the history import retries, then leaves the message for its next run.
 */
export class TransientError extends Error {}
