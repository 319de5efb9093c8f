import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How long SIGTERM lets in-flight requests finish before the remaining connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;
/** How long a connection accepted before the drain may take to send its first request. */
const FIRST_REQUEST_GRACE_MS = 1_000;

interface ConnectionState {
  active: number;
  served: number;
}

/**
 * Follows `server`'s connections so a SIGTERM can stop it the way an orchestrator expects: no new
 * connection, every request already received is answered (with `Connection: close`, set by the caller
 * while draining), a keep-alive connection is closed as soon as it falls idle, and whatever is still
 * open after the time-out is cut. Node's own `server.close()` is not used: it also destroys connections
 * accepted a moment ago whose request has not been parsed yet, and their clients would see a reset.
 * Call it right after creating the server.
 */
export function trackConnections(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  let onEmpty: (() => void) | null = null;
  const closeIfIdle = (socket: Socket, state: ConnectionState) => {
    if (draining && state.active === 0 && state.served > 0) socket.destroy();
  };
  server.on('connection', (socket: Socket) => {
    const state = { active: 0, served: 0 };
    connections.set(socket, state);
    socket.once('close', () => {
      connections.delete(socket);
      if (connections.size === 0) onEmpty?.();
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    const state = connections.get(socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.served += 1;
      closeIfIdle(socket, state);
    });
  });

  return {
    /** Resolves once every connection ended (true) or after `timeoutMs`, cutting the rest (false). */
    drain(timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
      draining = true;
      // Stop accepting, without http.Server's early destruction of "idle" (just-accepted) connections.
      NetServer.prototype.close.call(server);
      for (const [socket, state] of connections) closeIfIdle(socket, state);
      return new Promise((done) => {
        let grace: NodeJS.Timeout | undefined;
        let deadline: NodeJS.Timeout | undefined;
        const finish = (clean: boolean) => {
          clearTimeout(grace);
          clearTimeout(deadline);
          onEmpty = null;
          done(clean);
        };
        if (connections.size === 0) return finish(true);
        onEmpty = () => finish(true);
        // A connection that has still sent nothing is a preconnect, not a customer waiting for an answer.
        grace = setTimeout(() => {
          for (const [socket, state] of connections) {
            if (state.active === 0 && state.served === 0) socket.destroy();
          }
        }, FIRST_REQUEST_GRACE_MS);
        deadline = setTimeout(() => {
          for (const socket of connections.keys()) socket.destroy();
          finish(false);
        }, timeoutMs);
      });
    },
  };
}
