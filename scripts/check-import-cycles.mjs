// `npm run lint`: no import cycles among our modules (docs/decisions/090). madge follows type-only imports
// too, which ESLint's import-x/no-cycle skips, and the cycles this board had were type-only ones.
import madge from "madge";

const result = await madge(["app", "server", "core", "db", "config", "lib"], {
  fileExtensions: ["ts", "tsx"],
  tsConfig: "tsconfig.json",
  excludeRegExp: [/\.react-router/, /node_modules/],
});
const cycles = result.circular();
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): move the shared part to a module both sides import downward.`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(" > ")}`);
  process.exit(1);
}
console.log(`import cycles: none among ${Object.keys(result.obj()).length} modules`);
