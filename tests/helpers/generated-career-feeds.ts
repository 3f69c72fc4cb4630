import { categoryRoles, indianCities, worldCities } from "../../db/seed/catalog-data";

/**
 * Realistic feeds of any size, in each system's documented shape, for the
 * collector's benchmark: varied titles, cities, salaries, HTML descriptions.
 */
export type FeedType = "greenhouse" | "lever" | "ashby" | "recruitee" | "workable";

interface Posting {
  id: string;
  title: string;
  city: string;
  country: string;
  department: string;
  html: string;
  salaryMin: number;
  salaryMax: number;
  currency: string;
  postedAt: Date;
}

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const roles = Object.entries(categoryRoles);
const cities = [...indianCities, ...worldCities];

export function generatePostings(board: string, count: number, seed: number, revision = 0): Posting[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, (_, index) => {
    const [department, role] = pick(roles);
    const city = pick(cities);
    const skills = role.skills.slice(0, 4 + Math.floor(next() * 4));
    const years = 1 + Math.floor(next() * 6);
    const base = Math.round((city.midSalary * (0.6 + next())) / 1000) * 1000;
    const title = `${pick(["", "Senior ", "Lead ", "Junior "])}${pick(role.titles)}`;
    const html = [
      `<h2>About ${board}</h2><p>We are a fast-growing startup building products used by millions across ${city.locality}.</p>`,
      `<h3>What you will do</h3><ul>${skills.map((skill) => `<li>Own features built with ${skill}, from design to production.</li>`).join("")}</ul>`,
      `<h3>What you bring</h3><ul><li>${years}-${years + 3} years of experience in ${department.toLowerCase()}.</li><li>Clear written communication.</li></ul>`,
      `<p>Benefits: health insurance, learning budget, flexible hours.${revision ? ` Revision ${revision}.` : ""}</p>`,
    ].join("\n");
    return {
      id: `${board}-${index}`,
      title,
      city: city.locality,
      country: city.country,
      department,
      html,
      salaryMin: base,
      salaryMax: Math.round(base * 1.4),
      currency: city.currency,
      postedAt: new Date(Date.UTC(2026, 9, 1) + Math.floor(next() * 50) * 86_400_000),
    };
  });
}

const escapeHtml = (html: string) =>
  html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderFeed(type: FeedType, board: string, postings: Posting[]): string {
  switch (type) {
    case "greenhouse":
      return JSON.stringify({
        jobs: postings.map((posting, index) => ({
          id: 5_000_000 + index,
          internal_job_id: index,
          title: posting.title,
          updated_at: posting.postedAt.toISOString(),
          first_published: posting.postedAt.toISOString(),
          location: { name: `${posting.city}, ${posting.country}` },
          absolute_url: `https://boards.greenhouse.io/${board}/jobs/${5_000_000 + index}`,
          metadata: [
            {
              id: 1,
              name: "Salary Range",
              value: `${posting.currency} ${posting.salaryMin} - ${posting.salaryMax} per year`,
            },
          ],
          content: escapeHtml(posting.html),
          departments: [{ id: 1, name: posting.department }],
          offices: [{ id: 1, name: posting.city, location: `${posting.city}, ${posting.country}` }],
        })),
        meta: { total: postings.length },
      });
    case "lever":
      return JSON.stringify(
        postings.map((posting) => ({
          id: posting.id,
          text: posting.title,
          categories: {
            commitment: "Full-time",
            department: posting.department,
            location: posting.city,
            allLocations: [posting.city],
          },
          country: posting.country,
          workplaceType: "onsite",
          description: posting.html,
          lists: [],
          additional: "",
          hostedUrl: `https://jobs.lever.co/${board}/${posting.id}`,
          createdAt: posting.postedAt.getTime(),
          salaryRange: {
            min: posting.salaryMin,
            max: posting.salaryMax,
            currency: posting.currency,
            interval: "per-year-salary",
          },
        })),
      );
    case "ashby":
      return JSON.stringify({
        apiVersion: "1",
        jobs: postings.map((posting) => ({
          id: posting.id,
          title: posting.title,
          department: posting.department,
          employmentType: "FullTime",
          location: posting.city,
          secondaryLocations: [],
          isListed: true,
          isRemote: false,
          workplaceType: "OnSite",
          publishedAt: posting.postedAt.toISOString(),
          jobUrl: `https://jobs.ashbyhq.com/${board}/${posting.id}`,
          descriptionHtml: posting.html,
          compensation: {
            summaryComponents: [
              {
                compensationType: "Salary",
                interval: "1 YEAR",
                currencyCode: posting.currency,
                minValue: posting.salaryMin,
                maxValue: posting.salaryMax,
              },
            ],
          },
        })),
      });
    case "recruitee":
      return JSON.stringify({
        offers: postings.map((posting, index) => ({
          id: 9_000_000 + index,
          title: posting.title,
          description: posting.html,
          requirements: "",
          location: `${posting.city}, ${posting.country}`,
          city: posting.city,
          country_code: posting.country,
          employment_type_code: "fulltime_permanent",
          department: posting.department,
          careers_url: `https://${board}.recruitee.com/o/${posting.id}`,
          published_at: posting.postedAt.toISOString().replace("T", " ").slice(0, 19) + " UTC",
          salary: { min: posting.salaryMin, max: posting.salaryMax, currency: posting.currency, period: "year" },
        })),
      });
    case "workable":
      return JSON.stringify({
        name: board,
        jobs: postings.map((posting) => ({
          title: posting.title,
          shortcode: posting.id.toUpperCase(),
          employment_type: "Full-time",
          telecommuting: false,
          department: posting.department,
          url: `https://apply.workable.com/j/${posting.id}`,
          published_on: posting.postedAt.toISOString().slice(0, 10),
          city: posting.city,
          country: posting.country,
          locations: [{ city: posting.city, countryCode: posting.country }],
          description: posting.html,
        })),
      });
  }
}

export const feedPathFor: Record<FeedType, (board: string) => string> = {
  greenhouse: (board) => `/v1/boards/${board}/jobs?content=true`,
  lever: (board) => `/v0/postings/${board}?mode=json`,
  ashby: (board) => `/posting-api/job-board/${board}?includeCompensation=true`,
  recruitee: (board) => `/${board}/api/offers/`,
  workable: (board) => `/api/v1/widget/accounts/${board}?details=true`,
};

/** A job page with one JobPosting in JSON-LD. */
export function renderJobPage(posting: Posting): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: posting.title,
    description: posting.html,
    datePosted: posting.postedAt.toISOString().slice(0, 10),
    employmentType: "FULL_TIME",
    hiringOrganization: { "@type": "Organization", name: "Bench Careers" },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: posting.city, addressCountry: posting.country },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: posting.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: posting.salaryMin,
        maxValue: posting.salaryMax,
        unitText: "YEAR",
      },
    },
  };
  return (
    `<!doctype html><html><head><title>${posting.title}</title><script ` +
    `type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${posting.title}</h1></body></html>`
  );
}
