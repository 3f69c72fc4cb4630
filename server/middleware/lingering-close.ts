/**
 * A lingering close, as nginx and Apache do it, for a response sent before the request
 * body was read (a 413). Node's server closes such a connection at once when the
 * response is done; the client is still sending, so the kernel answers its next bytes
 * with a reset, and a client that has not read the 413 yet sees EPIPE or "connection
 * reset" instead of the answer. Here the server only half-closes (FIN after the
 * response), goes on reading and discarding what still arrives, and closes for good
 * when the client closes, or after LINGER_MS.
 */
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** How long a client gets to read the answer and stop sending (nginx's lingering_timeout is 5 s). */
export const LINGER_MS = 3_000;

/** Node's net.Socket#destroySoon: undocumented, but what its HTTP server calls to close after the last response. */
type ClosableSocket = Socket & { destroySoon?: () => void };

/** Makes the connection carrying `incoming` linger when the server closes it after this response. */
export function lingerOnClose(incoming: IncomingMessage | undefined, lingerMs = LINGER_MS): void {
  const socket = incoming?.socket as ClosableSocket | undefined;
  if (!socket || socket.destroyed || typeof socket.destroySoon !== "function") return;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    // Whatever still arrives is read and dropped, so the kernel never answers it with a
    // reset. The HTTP parser pauses the socket whenever the (already answered, possibly
    // cancelled) request refuses a chunk; resume it each time.
    socket.on("pause", () => setImmediate(() => socket.destroyed || socket.resume()));
    incoming?.resume();
    socket.resume();
  };
}
