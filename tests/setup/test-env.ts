import { afterAll } from "vitest";
import { resetDefaultBoard } from "../../config/board";
// Quiet, deterministic settings for every test file, applied before any module reads them.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";

// Vitest runs the database files one after another in a worker without isolating their modules (decision 204): each
// file starts with a default board of its own, as it would in a fresh process.
resetDefaultBoard();

// What a file adds to the built-in prototypes reaches the next file in its worker (pdf.js, for one, refuses an
// Array.prototype with enumerable additions): a file that leaves one fails here, naming it.
afterAll(() => {
  const added = [Array.prototype, Object.prototype, String.prototype].flatMap((prototype) => Object.keys(prototype));
  if (added.length > 0)
    throw new Error(`This file left enumerable properties on built-in prototypes: ${added.join(", ")}`);
});
