/** The query groups every search benchmark times, so that figures at every scale compare like with like. */
export const searchQueryGroups: { name: string; paths: string[] }[] = [
  {
    name: "1 word, broad (senior, remote, engineer, manager, developer, data)",
    paths: ["senior", "remote", "engineer", "manager", "developer", "data"].map((q) => `/api/search?q=${q}`),
  },
  {
    name: "2-3 words (product manager, python developer, senior product manager, …)",
    paths: [
      "product manager",
      "python developer",
      "react developer",
      "data scientist",
      "senior product manager",
      "senior python developer",
      "data engineer bangalore",
      "ux designer",
    ].map((q) => `/api/search?q=${encodeURIComponent(q)}`),
  },
  {
    name: "typos and prefixes (pyhton developer, senior prod, kubernet)",
    paths: ["pyhton developer", "senior prod", "kubernet", "machne learning", "bangalore"].map(
      (q) => `/api/search?q=${encodeURIComponent(q)}`,
    ),
  },
  {
    name: "with filters (category, remote, type + salary, posted, sort; stage, size, LPA band, equity, workplace)",
    paths: [
      "/api/search?q=senior&location=remote",
      "/api/search?q=product%20manager&category=product-management&level=Senior",
      "/api/search?q=engineer&type=Full-time&minSalary=1500000",
      "/api/search?posted=7d&location=bengaluru",
      "/api/search?q=remote&sort=title",
      "/api/search?q=developer&sort=company&page=50",
      // The declared facets (issue 29, decision 140): company facts, equity and LPA band, alone and with words.
      "/api/search?q=engineer&stage=series-a,series-b&size=11-50,51-200",
      "/api/search?lpa=20-plus&equity=yes&workplace=remote",
      "/api/search?q=developer&lpa=10-20&stage=seed",
    ],
  },
  {
    name: "broad, without facets",
    paths: ["senior", "remote", "product manager", "engineer"].map(
      (q) => `/api/search?q=${encodeURIComponent(q)}&facets=false`,
    ),
  },
];

/** The prefixes and typos every search benchmark asks /api/suggest for. */
export const suggestPaths = [
  "py",
  "pyt",
  "pyth",
  "sen",
  "senior p",
  "prod",
  "data s",
  "rea",
  "kub",
  "bang",
  "nim",
  "mark",
  "fig",
  "pyhton",
].map((q) => `/api/suggest?q=${encodeURIComponent(q)}`);
