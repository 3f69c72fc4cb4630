import { parentPort } from "node:worker_threads";

/**
 * The one channel between an HTTP worker and the main thread, whichever kind the worker is: a process of node:cluster
 * (its IPC channel) or a worker thread of SEARCH_INDEX_SHARING=threads (its parent port, decision 193). Every message a
 * worker sends up or listens for goes through here, so that both kinds hear and say the same things.
 */
export function sendToMain(message: unknown): void {
  if (parentPort) parentPort.postMessage(message);
  else process.send?.(message);
}

export function onMessageFromMain(listener: (message: unknown) => void): void {
  if (parentPort) parentPort.on("message", listener);
  else process.on("message", listener);
}
