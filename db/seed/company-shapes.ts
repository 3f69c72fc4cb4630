import type { FundingStage, TeamSize } from "../../lib/startup-facts";

/**
 * The one table of what a demo company may look like at each funding stage (decision 183): the stage as the prose
 * names it, how often the demo draws it, the team sizes and founding years it allows, and the equity (percent, for a
 * mid-level hire) it offers when it offers any. The generator draws only from here and the demo's test checks every
 * company against it, so a bootstrapped company of 1,000 people or a seed-stage one founded in 2005 cannot appear.
 */
export interface CompanyShape {
  stage: FundingStage;
  /** As a sentence says it: 'a seed-stage startup', 'a Series B startup'. */
  phrase: string;
  /** 'startup', or 'company' for a listed one. */
  noun: string;
  /** Relative share of the demo's companies at this stage (Indian startup boards list few public companies). */
  weight: number;
  teamSizes: readonly TeamSize[];
  foundedYears: readonly [number, number];
  /** Equity a mid-level hire gets, in percent; null: this stage does not hand out equity (listed companies grant RSUs). */
  equity: readonly [number, number] | null;
  /** How likely a company at this stage is to offer equity at all: the most likely third of the demo companies do. */
  equityAppetite: number;
}

export const companyShapes: readonly CompanyShape[] = [
  {
    stage: "bootstrapped",
    phrase: "a bootstrapped",
    noun: "startup",
    weight: 10,
    teamSizes: ["1-10", "11-50", "51-200"],
    foundedYears: [2008, 2023],
    equity: [0.05, 0.25],
    equityAppetite: 0.2,
  },
  {
    stage: "pre-seed",
    phrase: "a pre-seed",
    noun: "startup",
    weight: 8,
    teamSizes: ["1-10", "11-50"],
    foundedYears: [2022, 2025],
    equity: [0.25, 1],
    equityAppetite: 0.9,
  },
  {
    stage: "seed",
    phrase: "a seed-stage",
    noun: "startup",
    weight: 20,
    teamSizes: ["1-10", "11-50"],
    foundedYears: [2019, 2024],
    equity: [0.1, 0.5],
    equityAppetite: 0.8,
  },
  {
    stage: "series-a",
    phrase: "a Series A",
    noun: "startup",
    weight: 22,
    teamSizes: ["11-50", "51-200"],
    foundedYears: [2016, 2023],
    equity: [0.05, 0.25],
    equityAppetite: 0.6,
  },
  {
    stage: "series-b",
    phrase: "a Series B",
    noun: "startup",
    weight: 16,
    teamSizes: ["51-200", "201-500"],
    foundedYears: [2013, 2021],
    equity: [0.02, 0.1],
    equityAppetite: 0.45,
  },
  {
    stage: "series-c",
    phrase: "a Series C",
    noun: "startup",
    weight: 10,
    teamSizes: ["201-500", "501-1000"],
    foundedYears: [2011, 2019],
    equity: [0.01, 0.05],
    equityAppetite: 0.35,
  },
  {
    stage: "series-d-plus",
    phrase: "a Series D",
    noun: "startup",
    weight: 8,
    teamSizes: ["501-1000", "1000+"],
    foundedYears: [2008, 2017],
    equity: [0.005, 0.02],
    equityAppetite: 0.25,
  },
  {
    stage: "public",
    phrase: "a publicly listed",
    noun: "company",
    weight: 6,
    teamSizes: ["1000+"],
    foundedYears: [1998, 2012],
    equity: null,
    equityAppetite: 0,
  },
  // Never drawn (weight 0): here so that every stored stage has its row and the test can check any company.
  {
    stage: "acquired",
    phrase: "an acquired",
    noun: "company",
    weight: 0,
    teamSizes: ["51-200", "201-500", "501-1000"],
    foundedYears: [2008, 2020],
    equity: null,
    equityAppetite: 0,
  },
];

/** The share of demo companies that offer equity: a minority, so the equity filter has something to filter. */
export const equityShare = 1 / 3;

export function shapeOf(stage: FundingStage): CompanyShape {
  const shape = companyShapes.find((row) => row.stage === stage);
  if (!shape) throw new Error(`company-shapes: no row for the stage ${stage}`);
  return shape;
}
