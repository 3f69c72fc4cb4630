// Quiet, deterministic settings for every test file, applied before any module reads them.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
