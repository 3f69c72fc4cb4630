import { describe, expect, it } from "vitest";
import { experienceLevelOf, type ExperienceLevel } from "./experience-level";

/** Title, years asked (null: not said), the level a candidate looking at the title expects. */
type Row = [title: string, minExperience: number | null, level: ExperienceLevel];

describe("experienceLevelOf: 'Manager' means managing people (decision 235)", () => {
  it.each<Row>([
    // Role names that end in 'manager' but manage no one: the other words, else the years asked, give the level.
    ["Senior Product Manager", 5, "Senior"],
    ["Sr. Product Manager", null, "Senior"],
    ["Product Manager", 3, "Mid Level"],
    ["Product Manager", null, "Mid Level"],
    ["Product Manager", 6, "Senior"],
    ["Product Manager, Payments", 2, "Mid Level"],
    ["Technical Product Manager", 4, "Mid Level"],
    ["Growth Product Manager", 2, "Mid Level"],
    ["Product Marketing Manager", 3, "Mid Level"],
    ["Senior Project Manager", 7, "Senior"],
    ["Project Manager", 1, "Entry Level"],
    ["Technical Program Manager", 4, "Mid Level"],
    ["Programme Manager", 5, "Senior"],
    ["Account Manager", 2, "Mid Level"],
    ["Senior Key Account Manager", 4, "Senior"],
    ["Key Accounts Manager", 3, "Mid Level"],
    ["Relationship Manager - Fixed Deposits", 1, "Entry Level"],
    ["Customer Success Manager", 3, "Mid Level"],
    ["Community Manager", 2, "Mid Level"],
    ["Partnerships Manager", 3, "Mid Level"],
    ["Channel Partner Manager", 5, "Senior"],
    ["Territory Manager", 2, "Mid Level"],
    ["Category Manager", 3, "Mid Level"],
    ["Brand Manager", 4, "Mid Level"],
    ["Content Manager", 2, "Mid Level"],
    ["Social Media Manager", 1, "Entry Level"],
    ["Growth Manager", 3, "Mid Level"],
    ["Campaign Manager", 2, "Mid Level"],
    // Their other level words win as on any title.
    ["Lead Product Manager", 7, "Lead"],
    ["Principal Product Manager", 9, "Lead"],
    ["Staff Program Manager", 9, "Lead"],
    ["Junior Product Manager", 0, "Entry Level"],
    ["Product Manager Intern", 0, "Entry Level"],
    // 'Associate' is a rank of its own (LinkedIn's level between Entry and Mid-Senior; an Associate Director is a
    // manager): the years asked decide.
    ["Associate Product Manager", 0, "Entry Level"],
    ["Associate Product Manager", 2, "Mid Level"],
  ])("%s (%s years) is %s", (title, minExperience, level) => {
    expect(experienceLevelOf(title, minExperience)).toBe(level);
  });

  it.each<Row>([
    // People managers, and managers of managers, stay Manager whatever their other words.
    ["Engineering Manager", 6, "Manager"],
    ["Senior Engineering Manager", 8, "Manager"],
    ["Engineering Manager, Payments", null, "Manager"],
    ["Manager of Data Science", 8, "Manager"],
    ["Manager, Growth", 3, "Manager"],
    ["Senior Manager, Product", 8, "Manager"],
    ["Group Product Manager", 8, "Manager"],
    ["Head of Growth", 6, "Manager"],
    ["Head of Product", 8, "Manager"],
    ["Director of Engineering", 10, "Manager"],
    ["Senior Director, Product Management", 12, "Manager"],
    ["VP of Engineering", 12, "Manager"],
    ["Chief Technology Officer", 12, "Manager"],
    ["CTO", 10, "Manager"],
    ["Co-founder & CEO", null, "Manager"],
    ["CFO", 12, "Manager"],
    ["COO", 12, "Manager"],
    // A 'manager' that names a function or a place someone runs: unchanged, still a manager.
    ["Sales Manager", 4, "Manager"],
    ["Marketing Manager", 3, "Manager"],
    ["Operations Manager", 3, "Manager"],
    ["Store Manager", 2, "Manager"],
    ["IT Manager", 5, "Manager"],
    // Both in one title: the people manager counts.
    ["Product Manager / Engineering Manager", 6, "Manager"],
  ])("%s (%s years) is %s", (title, minExperience, level) => {
    expect(experienceLevelOf(title, minExperience)).toBe(level);
  });

  it.each<Row>([
    // Titles without 'manager', unchanged by the decision.
    ["Senior Software Engineer", 5, "Senior"],
    ["Senior Software Engineer", 2, "Senior"],
    ["Software Engineer", 3, "Mid Level"],
    ["Software Engineer", 0, "Entry Level"],
    ["Software Engineer", 6, "Senior"],
    ["Software Engineer", null, "Mid Level"],
    ["Software Engineer Intern", 0, "Entry Level"],
    ["Tech Lead", 6, "Lead"],
    ["Staff Engineer", 9, "Lead"],
    ["Solutions Architect", 8, "Lead"],
    ["Graduate Trainee", null, "Entry Level"],
    ["Product Owner", 4, "Mid Level"],
    ["Headless CMS Developer", 3, "Mid Level"],
  ])("%s (%s years) is %s", (title, minExperience, level) => {
    expect(experienceLevelOf(title, minExperience)).toBe(level);
  });

  it("reads the title whatever its case and spacing", () => {
    expect(experienceLevelOf("SENIOR PRODUCT  MANAGER", 5)).toBe("Senior");
    expect(experienceLevelOf("engineering manager", 5)).toBe("Manager");
  });
});
