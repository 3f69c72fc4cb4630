import { describe, expect, it } from "vitest";
import { labelledPostings, type LabelledPosting } from "../../tests/fixtures/scam-signals/labelled-set";
import { scamSignalsOf } from "./scam-signals";

function measure(postings: LabelledPosting[]) {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  const wrong: string[] = [];
  for (const posting of postings) {
    const reasons = scamSignalsOf(posting);
    const held = reasons.length > 0;
    if (held && posting.scam) truePositive++;
    if (held && !posting.scam) {
      falsePositive++;
      wrong.push(
        `held legitimate ${posting.id} "${posting.title}": ${reasons.map((reason) => `${reason.code} ${reason.detail}`).join("; ")}`,
      );
    }
    if (!held && posting.scam) {
      falseNegative++;
      wrong.push(`missed scam ${posting.id} "${posting.title}"`);
    }
  }
  const precision = truePositive / Math.max(1, truePositive + falsePositive);
  const recall = truePositive / Math.max(1, truePositive + falseNegative);
  return { precision, recall, truePositive, falsePositive, falseNegative, wrong };
}

describe("scam signals on the labelled set (issue 27, decision 126)", () => {
  const postings = labelledPostings();

  it("holds at least 200 postings, both kinds, English and Hinglish", () => {
    expect(postings.length).toBeGreaterThanOrEqual(200);
    expect(postings.filter((posting) => posting.scam).length).toBeGreaterThanOrEqual(90);
    expect(postings.filter((posting) => posting.source === "collector").length).toBeGreaterThan(10);
  });

  it("finds scams with precision >= 0.95 and recall >= 0.9, on the tuning part and the held-out part", () => {
    const all = measure(postings);
    const tuning = measure(postings.filter((posting) => !posting.heldOut));
    const heldOut = measure(postings.filter((posting) => posting.heldOut));
    const line = (name: string, m: ReturnType<typeof measure>) =>
      `${name}: precision ${m.precision.toFixed(3)} recall ${m.recall.toFixed(3)} (tp ${m.truePositive}, fp ${m.falsePositive}, fn ${m.falseNegative})`;
    console.log(
      [
        `scam signals over ${postings.length} postings (${postings.filter((p) => p.scam).length} scams)`,
        line("all", all),
        line("tuning", tuning),
        line("held-out", heldOut),
        ...all.wrong,
      ].join("\n"),
    );
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
  });

  it("never holds a demo or collected posting", () => {
    const held = postings.filter(
      (posting) => !posting.scam && posting.source !== "hand" && scamSignalsOf(posting).length > 0,
    );
    expect(held.map((posting) => posting.id)).toEqual([]);
  });
});
