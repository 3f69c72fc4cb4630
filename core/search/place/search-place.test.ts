import { describe, expect, it } from "vitest";
import { placeOfText, placeSearch, type CityNames } from "./search-place";
import { cityKeyOf } from "./city-key";

const board = ["Bengaluru", "Gurugram", "New Delhi", "Pune", "Tel Aviv", "Hyderabad"];
const cities: CityNames = { ids: new Map(board.map((name, id) => [cityKeyOf(name), id])), labels: board };

describe("placeSearch", () => {
  it("takes a city named among the keywords as the place, and searches the other words", () => {
    expect(placeSearch(cities, "react developer bengaluru", undefined, {})).toEqual({
      q: "react developer ",
      filters: { location: ["bengaluru"] },
      place: { value: "bengaluru", label: "Bengaluru", from: "query", known: true },
    });
    expect(placeSearch(cities, "react developer in bangalore", undefined, {}).q).toBe("react developer ");
    expect(placeSearch(cities, "backend pune", undefined, {}).filters.location).toEqual(["pune"]);
    expect(placeSearch(cities, "frontend gurgaon", undefined, {}).place?.label).toBe("Gurugram");
    expect(placeSearch(cities, "designer tel aviv", undefined, {}).place?.label).toBe("Tel Aviv");
    expect(placeSearch(cities, "product delhi", undefined, {}).place?.label).toBe("New Delhi");
  });

  it("keeps the last word a prefix when the city came first", () => {
    expect(placeSearch(cities, "bengaluru reac", undefined, {}).q).toBe("reac");
  });

  it("reads a city alone as every job there", () => {
    expect(placeSearch(cities, "jobs in Bengaluru", undefined, {})).toMatchObject({
      q: "",
      filters: { location: ["bengaluru"] },
    });
  });

  it("leaves the keywords alone without a known city, or when a location was already chosen", () => {
    expect(placeSearch(cities, "react developer", undefined, {})).toEqual({
      q: "react developer",
      filters: {},
      place: null,
    });
    expect(placeSearch(cities, "react pune", undefined, { location: ["remote"] })).toEqual({
      q: "react pune",
      filters: { location: ["remote"] },
      place: null,
    });
  });

  it("prefers the location box, by any name of the city", () => {
    const placed = placeSearch(cities, "react pune", "Bangalore, Karnataka", {});
    expect(placed).toMatchObject({
      q: "react pune",
      filters: { location: ["bengaluru"] },
      place: { label: "Bengaluru", from: "where" },
    });
  });
});

describe("placeOfText", () => {
  it("knows remote, synonyms and places no job is in", () => {
    expect(placeOfText(cities, "Remote")).toMatchObject({ value: "remote", label: "Remote" });
    expect(placeOfText(cities, "  gurgaon ")).toMatchObject({ value: "gurugram", label: "Gurugram", known: true });
    expect(placeOfText(cities, "Atlantis")).toMatchObject({ label: "Atlantis", known: false });
    expect(placeOfText(cities, "   ")).toBeNull();
  });
});
