import { describe, expect, it } from "vitest";
import { preferredCityOf, preferredPlaces } from "./preferred-places";

const labels = ["Bengaluru", "Pune", "Mumbai", "Gurugram", "New Delhi"];
const cities = {
  ids: new Map(["bengaluru", "pune", "mumbai", "gurugram", "new-delhi"].map((key, id) => [key, id])),
  labels,
};

describe("a candidate's preferred places (decision 185)", () => {
  it("reads every part by the location box's rule: any name of a city, remote, and nothing unknown", () => {
    expect(preferredPlaces(cities, "Bangalore, Karnataka")).toEqual({
      cities: new Map([["bengaluru", "Bengaluru"]]),
      remote: false,
    });
    expect(preferredPlaces(cities, "Pune / Mumbai or remote")).toEqual({
      cities: new Map([
        ["pune", "Pune"],
        ["mumbai", "Mumbai"],
      ]),
      remote: true,
    });
    expect(preferredPlaces(cities, "Gurgaon; WFH")).toEqual({
      cities: new Map([["gurugram", "Gurugram"]]),
      remote: true,
    });
    expect(preferredPlaces(cities, "Delhi NCR")).toEqual({
      cities: new Map([["new-delhi", "New Delhi"]]),
      remote: false,
    });
    expect(preferredPlaces(cities, "Remote")).toEqual({ cities: new Map(), remote: true });
    expect(preferredPlaces(cities, "Atlantis")).toEqual({ cities: new Map(), remote: false });
    expect(preferredPlaces(cities, null)).toEqual({ cities: new Map(), remote: false });
  });

  it("matches a job by its city's key, and a remote job by no city", () => {
    const places = preferredPlaces(cities, "Bengaluru");
    expect(preferredCityOf(places, { isRemote: false, addressLocality: "Bangalore" })).toBe("Bengaluru");
    expect(preferredCityOf(places, { isRemote: false, addressLocality: "Pune" })).toBeNull();
    expect(preferredCityOf(places, { isRemote: true, addressLocality: "Bengaluru" })).toBeNull();
  });
});
