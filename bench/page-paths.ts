/** The 50 words whose search pages the page benchmarks ask (page-load, page-render-profile, page-miss-ab): one list, so their figures are of the same pages. */
export const PAGE_SEARCH_WORDS = [
  "engineer", "react", "python", "designer", "remote", "data", "manager", "sales", "java", "devops", "product", "marketing", "frontend", "backend",
  "android", "ios", "golang", "analyst", "finance", "support", "senior", "junior", "intern", "lead", "cloud", "security", "qa", "node", "kotlin",
  "scientist", "ml", "sde", "hr", "content", "growth", "bengaluru", "mumbai", "delhi", "pune", "hyderabad", "chennai", "full stack", "platform",
  "mobile", "ux", "writer", "operations", "account", "recruiter", "customer",
];
