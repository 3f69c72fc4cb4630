import type { RunProgress } from "../runs/run-sources";

/** A one-line progress bar for a terminal; redrawn in place with a carriage return. */
export function renderProgressBar(progress: RunProgress, width = 30): string {
  const share = progress.sourcesTotal === 0 ? 1 : progress.sourcesDone / progress.sourcesTotal;
  const filled = Math.round(share * width);
  const bar = "█".repeat(filled) + "░".repeat(width - filled);
  return `[${bar}] ${progress.sourcesDone}/${progress.sourcesTotal} sources · ${progress.postingsStored} postings stored`;
}

export function createProgressPrinter(stream: NodeJS.WritableStream & { isTTY?: boolean }) {
  if (!stream.isTTY) return { update: () => {}, done: () => {} };
  let last = 0;
  return {
    update(progress: RunProgress) {
      // Redraw at most ten times a second; the final state is always drawn.
      const now = Date.now();
      if (now - last < 100 && progress.sourcesDone < progress.sourcesTotal) return;
      last = now;
      stream.write(`\r${renderProgressBar(progress)}`);
    },
    done() {
      stream.write("\n");
    },
  };
}
