// Joins of every connection take turns with the rest of the server's work (issue 25).

/** The longest all joins together hold the event loop before other requests get a turn. */
const JOIN_SLICE_MS = 8;
let joinTurnStarted = performance.now();
let nextJoinTurn: Promise<void> | null = null;

/**
 * Waits for the next event-loop turn once joins have run JOIN_SLICE_MS in this one. Shared by
 * every connection, so a burst of joins from many sockets costs others one slice per turn, not
 * one slice per socket (issue 25).
 */
export async function joinPause(): Promise<void> {
  while (performance.now() - joinTurnStarted >= JOIN_SLICE_MS) {
    nextJoinTurn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        nextJoinTurn = null;
        joinTurnStarted = performance.now();
        resolve();
      }),
    );
    await nextJoinTurn;
  }
}
