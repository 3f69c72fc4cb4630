import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { withTestDatabase } from "../tests/setup/test-database";

const database = withTestDatabase();

// postgres.js 3.4.9 wrote to a reserved connection's socket after the backend had gone, from a setImmediate, and threw
// where no caller could catch it: the process died (porsager/postgres#1208). The board reserves connections for its
// advisory locks (alert runs, collector runs, migrations), so a database restart could take the server down. The
// patch in patches/ (decision 207) settles such queries with CONNECTION_CLOSED and gives the pool a released dead
// connection back as closed, to be connected again, rather than as open.
describe("a reserved connection whose backend is terminated", () => {
  it("rejects its next queries, and once released the pool answers every query", async () => {
    // A pool of its own, small enough that a dead connection back among the open ones would meet these queries.
    const pool = openDatabase(database.handle().url, 2);
    try {
      // The first query meets the reset (ECONNRESET) or the closed connection, in the order the kernel chooses; each
      // round may see the other.
      for (let round = 0; round < 4; round += 1) {
        const reserved = await pool.sql.reserve();
        const [{ pid }] = await reserved<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
        await database.handle().sql`SELECT pg_terminate_backend(${pid})`;
        await expect(reserved`SELECT 1`).rejects.toMatchObject({
          code: expect.stringMatching(/^(ECONNRESET|CONNECTION_CLOSED)$/),
        });
        for (let attempt = 0; attempt < 2; attempt += 1)
          await expect(reserved`SELECT 1`).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
        reserved.release();
        for (let query = 0; query < 4; query += 1)
          expect(await pool.sql<{ one: number }[]>`SELECT 1 AS one`).toEqual([{ one: 1 }]);
        const together = await Promise.all(Array.from({ length: 6 }, () => pool.sql`SELECT pg_sleep(0.01)`));
        expect(together).toHaveLength(6);
      }
    } finally {
      await pool.close();
    }
  });
});
