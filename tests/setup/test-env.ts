import { resetDefaultBoard } from "../../config/board";
// Quiet, deterministic settings for every test file, applied before any module reads them.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";

// Vitest runs the database files one after another in a worker without isolating their modules (decision 204): each
// file starts with a default board of its own, as it would in a fresh process.
resetDefaultBoard();
