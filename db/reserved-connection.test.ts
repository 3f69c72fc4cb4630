import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../tests/setup/test-database";

const database = withTestDatabase();

// postgres.js 3.4.9 wrote to a reserved connection's socket after the backend had gone, from a setImmediate, and threw
// where no caller could catch it: the process died (porsager/postgres#1208). The board reserves connections for its
// advisory locks (alert runs, collector runs, migrations), so a database restart took the server down. The patch in
// patches/ (decision 207) rejects such a query with CONNECTION_CLOSED instead.
describe("a reserved connection whose backend is terminated", () => {
  it("rejects the next queries with CONNECTION_CLOSED, and the process goes on", async () => {
    const { sql } = database.handle();
    const reserved = await sql.reserve();
    const [{ pid }] = await reserved<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    await sql`SELECT pg_terminate_backend(${pid})`;
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expect(reserved`SELECT 1`).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    reserved.release();
    expect(await sql<{ one: number }[]>`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  });
});
