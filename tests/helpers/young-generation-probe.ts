/**
 * Run as `node --max-semi-space-size=64 --import tsx tests/helpers/young-generation-probe.ts [--keep-flag]`: starts a
 * worker thread with the server's own limits, as server/thread-workers.ts does, makes it allocate short-lived objects
 * with some survivors (which lets V8 grow the young generation to its limit) and prints the largest size its new
 * space reached, in MB. --keep-flag starts the thread without clearing the process's flag, as before decision 208.
 */
import { Worker } from "node:worker_threads";
import { letThreadsSizeTheirYoungGeneration, workerResourceLimits } from "../../server/thread-workers";

if (!process.argv.includes("--keep-flag")) letThreadsSizeTheirYoungGeneration();
const churn = `
  const v8 = require("node:v8");
  const { parentPort } = require("node:worker_threads");
  let largest = 0;
  const kept = [];
  for (let round = 0; round < 400; round += 1) {
    for (let i = 0; i < 20000; i += 1) kept[(round * 20000 + i) % 150000] = { round, i, text: "x" + i };
    const space = v8.getHeapSpaceStatistics().find((each) => each.space_name === "new_space");
    largest = Math.max(largest, space.space_size);
  }
  parentPort.postMessage(Math.round(largest / 1048576));
`;
const worker = new Worker(churn, { eval: true, resourceLimits: workerResourceLimits });
worker.once("message", (megabytes: number) => {
  console.log(megabytes);
  void worker.terminate();
});
