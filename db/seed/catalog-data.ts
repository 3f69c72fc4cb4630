/** The fixed vocabularies of the demo data set: categories, cities, titles and skills. */

export const categoryNames = [
  "Software Engineering", "Frontend Development", "Backend Development", "Full Stack Development",
  "Mobile Development", "DevOps & Cloud", "Data Science", "Machine Learning & AI", "Data Engineering",
  "Product Management", "UX/UI Design", "Graphic Design", "Quality Assurance", "Cybersecurity",
  "Sales", "Marketing", "Growth", "Content & Copywriting", "Customer Success", "Operations",
  "Finance", "Human Resources", "Legal", "Business Development", "Engineering Management",
  "Blockchain", "Embedded & Hardware", "IT & Support", "Research", "Healthcare",
] as const;

export interface City {
  locality: string;
  region: string;
  country: string;
  currency: string;
  /** Rough yearly pay of a mid-level engineer, in the local currency. */
  midSalary: number;
  postalCode: string;
}

export const indianCities: City[] = [
  { locality: "Bengaluru", region: "Karnataka", country: "IN", currency: "INR", midSalary: 2_000_000, postalCode: "560001" },
  { locality: "Mumbai", region: "Maharashtra", country: "IN", currency: "INR", midSalary: 1_900_000, postalCode: "400001" },
  { locality: "Gurugram", region: "Haryana", country: "IN", currency: "INR", midSalary: 1_900_000, postalCode: "122001" },
  { locality: "New Delhi", region: "Delhi", country: "IN", currency: "INR", midSalary: 1_800_000, postalCode: "110001" },
  { locality: "Hyderabad", region: "Telangana", country: "IN", currency: "INR", midSalary: 1_800_000, postalCode: "500001" },
  { locality: "Pune", region: "Maharashtra", country: "IN", currency: "INR", midSalary: 1_600_000, postalCode: "411001" },
  { locality: "Chennai", region: "Tamil Nadu", country: "IN", currency: "INR", midSalary: 1_600_000, postalCode: "600001" },
  { locality: "Noida", region: "Uttar Pradesh", country: "IN", currency: "INR", midSalary: 1_500_000, postalCode: "201301" },
  { locality: "Kolkata", region: "West Bengal", country: "IN", currency: "INR", midSalary: 1_300_000, postalCode: "700001" },
  { locality: "Ahmedabad", region: "Gujarat", country: "IN", currency: "INR", midSalary: 1_300_000, postalCode: "380001" },
  { locality: "Jaipur", region: "Rajasthan", country: "IN", currency: "INR", midSalary: 1_200_000, postalCode: "302001" },
  { locality: "Kochi", region: "Kerala", country: "IN", currency: "INR", midSalary: 1_200_000, postalCode: "682001" },
];

export const worldCities: City[] = [
  { locality: "San Francisco", region: "California", country: "US", currency: "USD", midSalary: 160_000, postalCode: "94105" },
  { locality: "New York", region: "New York", country: "US", currency: "USD", midSalary: 150_000, postalCode: "10001" },
  { locality: "London", region: "England", country: "GB", currency: "GBP", midSalary: 75_000, postalCode: "EC1A 1BB" },
  { locality: "Berlin", region: "Berlin", country: "DE", currency: "EUR", midSalary: 70_000, postalCode: "10115" },
  { locality: "Amsterdam", region: "North Holland", country: "NL", currency: "EUR", midSalary: 68_000, postalCode: "1011" },
  { locality: "Singapore", region: "Singapore", country: "SG", currency: "SGD", midSalary: 110_000, postalCode: "018956" },
  { locality: "Dubai", region: "Dubai", country: "AE", currency: "AED", midSalary: 300_000, postalCode: "00000" },
  { locality: "Toronto", region: "Ontario", country: "CA", currency: "CAD", midSalary: 120_000, postalCode: "M5H 2N2" },
  { locality: "Sydney", region: "New South Wales", country: "AU", currency: "AUD", midSalary: 140_000, postalCode: "2000" },
  { locality: "Tel Aviv", region: "Tel Aviv", country: "IL", currency: "ILS", midSalary: 420_000, postalCode: "6100000" },
];

export const companyPrefixes = [
  "Nimbus", "Kavya", "Tarang", "Orbit", "Lumen", "Sutra", "Vayu", "Pixel", "Quanta", "Indigo", "Koala",
  "Saffron", "Tiffin", "Chai", "Monsoon", "Banyan", "Lotus", "Peacock", "Yatra", "Ekam", "Prism",
  "Helix", "Zephyr", "Cobalt", "Juniper", "Nexa", "Aarohi", "Kestrel", "Drishti", "Mitra",
];

export const companySuffixes = [
  "Labs", "AI", "Pay", "Health", "Works", "Cloud", "Logistics", "Learn", "Stack", "Bio", "Foods",
  "Mobility", "Fin", "Robotics", "Data", "Commerce", "Energy", "Security",
];


/** Titles a category hires for, and the skills those jobs ask for. */
export const categoryRoles: Record<(typeof categoryNames)[number], { titles: string[]; skills: string[] }> = {
  "Software Engineering": { titles: ["Software Engineer", "Software Developer", "Platform Engineer", "Python Developer", "Java Developer", "Golang Engineer"], skills: ["Python", "Java", "Go", "TypeScript", "PostgreSQL", "Docker", "Kubernetes", "AWS", "System Design", "Git"] },
  "Frontend Development": { titles: ["Frontend Engineer", "React Developer", "UI Engineer", "Web Developer"], skills: ["React", "TypeScript", "JavaScript", "CSS", "HTML", "Next.js", "Redux", "Accessibility", "Webpack", "Vite"] },
  "Backend Development": { titles: ["Backend Engineer", "Node.js Developer", "API Engineer", "Python Developer", "Java Developer"], skills: ["Node.js", "Python", "Java", "Spring Boot", "PostgreSQL", "Redis", "Kafka", "REST", "gRPC", "Microservices"] },
  "Full Stack Development": { titles: ["Full Stack Engineer", "Full Stack Developer", "MERN Stack Developer"], skills: ["React", "Node.js", "TypeScript", "MongoDB", "PostgreSQL", "Express", "GraphQL", "AWS", "Docker"] },
  "Mobile Development": { titles: ["Android Developer", "iOS Developer", "React Native Developer", "Flutter Developer", "Mobile Engineer"], skills: ["Kotlin", "Swift", "Flutter", "Dart", "React Native", "Android SDK", "SwiftUI", "Firebase"] },
  "DevOps & Cloud": { titles: ["DevOps Engineer", "Site Reliability Engineer", "Cloud Engineer", "Platform Engineer"], skills: ["AWS", "GCP", "Azure", "Kubernetes", "Terraform", "Docker", "Linux", "Prometheus", "CI/CD", "Ansible"] },
  "Data Science": { titles: ["Data Scientist", "Data Analyst", "Business Analyst", "Analytics Engineer"], skills: ["Python", "SQL", "Pandas", "Statistics", "Tableau", "Power BI", "R", "Excel", "A/B Testing"] },
  "Machine Learning & AI": { titles: ["Machine Learning Engineer", "AI Engineer", "NLP Engineer", "Computer Vision Engineer", "Applied Scientist"], skills: ["Python", "PyTorch", "TensorFlow", "LLMs", "NLP", "Computer Vision", "MLOps", "Scikit-learn", "Deep Learning"] },
  "Data Engineering": { titles: ["Data Engineer", "Big Data Engineer", "ETL Developer"], skills: ["Spark", "Airflow", "Kafka", "SQL", "Python", "Snowflake", "dbt", "BigQuery", "Hadoop"] },
  "Product Management": { titles: ["Product Manager", "Associate Product Manager", "Technical Product Manager", "Product Owner", "Growth Product Manager"], skills: ["Product Strategy", "Roadmapping", "User Research", "SQL", "Analytics", "Agile", "Jira", "A/B Testing", "Stakeholder Management"] },
  "UX/UI Design": { titles: ["UX Designer", "Product Designer", "UI Designer", "UX Researcher", "Interaction Designer"], skills: ["Figma", "User Research", "Prototyping", "Wireframing", "Design Systems", "Usability Testing", "Sketch", "Accessibility"] },
  "Graphic Design": { titles: ["Graphic Designer", "Visual Designer", "Brand Designer", "Motion Designer"], skills: ["Adobe Illustrator", "Photoshop", "Figma", "After Effects", "Typography", "Branding", "InDesign"] },
  "Quality Assurance": { titles: ["QA Engineer", "SDET", "Test Automation Engineer", "QA Analyst"], skills: ["Selenium", "Cypress", "Playwright", "Java", "API Testing", "Postman", "JMeter", "Test Planning"] },
  "Cybersecurity": { titles: ["Security Engineer", "Application Security Engineer", "SOC Analyst", "Penetration Tester"], skills: ["OWASP", "SIEM", "Penetration Testing", "Cloud Security", "Incident Response", "Python", "Threat Modeling", "ISO 27001"] },
  "Sales": { titles: ["Account Executive", "Sales Development Representative", "Inside Sales Manager", "Enterprise Sales Manager"], skills: ["B2B Sales", "SaaS Sales", "CRM", "Salesforce", "Negotiation", "Lead Generation", "HubSpot", "Cold Calling"] },
  "Marketing": { titles: ["Marketing Manager", "Performance Marketing Manager", "Product Marketing Manager", "Digital Marketing Specialist", "SEO Specialist"], skills: ["SEO", "SEM", "Google Ads", "Meta Ads", "Content Marketing", "Email Marketing", "Analytics", "Brand Strategy"] },
  "Growth": { titles: ["Growth Manager", "Growth Marketer", "Growth Analyst", "Lifecycle Marketing Manager"], skills: ["Experimentation", "SQL", "Funnel Analysis", "Retention", "CRM", "Mixpanel", "Amplitude", "Referral Programs"] },
  "Content & Copywriting": { titles: ["Content Writer", "Copywriter", "Technical Writer", "Content Strategist"], skills: ["Copywriting", "SEO Writing", "Editing", "Content Strategy", "Technical Writing", "Storytelling", "WordPress"] },
  "Customer Success": { titles: ["Customer Success Manager", "Customer Support Specialist", "Account Manager", "Implementation Specialist"], skills: ["Customer Success", "Zendesk", "Onboarding", "Churn Reduction", "Communication", "Intercom", "CRM"] },
  "Operations": { titles: ["Operations Manager", "Business Operations Associate", "Supply Chain Manager", "Program Manager"], skills: ["Operations", "Process Improvement", "Excel", "Supply Chain", "Vendor Management", "SQL", "Project Management"] },
  "Finance": { titles: ["Finance Manager", "Financial Analyst", "Accountant", "FP&A Analyst", "Chartered Accountant"], skills: ["Financial Modeling", "Excel", "Accounting", "Tally", "GST", "FP&A", "Budgeting", "Taxation"] },
  "Human Resources": { titles: ["HR Business Partner", "Talent Acquisition Specialist", "Technical Recruiter", "People Operations Manager"], skills: ["Recruiting", "Talent Acquisition", "Employee Relations", "HRIS", "Onboarding", "Compensation", "Sourcing"] },
  "Legal": { titles: ["Legal Counsel", "Corporate Lawyer", "Compliance Manager", "Paralegal"], skills: ["Contract Drafting", "Compliance", "Corporate Law", "Data Privacy", "Due Diligence", "Intellectual Property"] },
  "Business Development": { titles: ["Business Development Manager", "Partnerships Manager", "Strategic Alliances Lead", "Business Development Executive"], skills: ["Partnerships", "Negotiation", "B2B Sales", "Market Research", "Lead Generation", "Communication", "Strategy"] },
  "Engineering Management": { titles: ["Engineering Manager", "Director of Engineering", "VP of Engineering", "Head of Engineering"], skills: ["People Management", "System Design", "Agile", "Hiring", "Roadmapping", "Architecture", "Mentoring"] },
  "Blockchain": { titles: ["Blockchain Developer", "Smart Contract Engineer", "Web3 Engineer"], skills: ["Solidity", "Ethereum", "Rust", "Web3.js", "Smart Contracts", "DeFi", "Cryptography"] },
  "Embedded & Hardware": { titles: ["Embedded Software Engineer", "Firmware Engineer", "Hardware Design Engineer", "IoT Engineer"], skills: ["C", "C++", "Embedded C", "RTOS", "Microcontrollers", "PCB Design", "IoT", "Linux Kernel"] },
  "IT & Support": { titles: ["IT Support Engineer", "System Administrator", "Network Engineer", "IT Manager"], skills: ["Linux", "Windows Server", "Networking", "Active Directory", "Troubleshooting", "Google Workspace", "ITIL"] },
  "Research": { titles: ["Research Scientist", "Research Engineer", "User Researcher", "Quantitative Researcher"], skills: ["Research", "Python", "Statistics", "Experiment Design", "Machine Learning", "Publications", "MATLAB"] },
  "Healthcare": { titles: ["Clinical Data Analyst", "Healthcare Operations Manager", "Medical Affairs Associate", "Health Coach"], skills: ["Clinical Research", "Healthcare", "HIPAA", "Data Analysis", "Patient Care", "EHR", "Operations"] },
};

export const seniorities = [
  { prefix: "Junior ", minExperience: 0, maxExperience: 2, pay: 0.55, weight: 12 },
  { prefix: "", minExperience: 2, maxExperience: 5, pay: 1, weight: 38 },
  { prefix: "Senior ", minExperience: 5, maxExperience: 9, pay: 1.6, weight: 30 },
  { prefix: "Lead ", minExperience: 7, maxExperience: 12, pay: 2, weight: 10 },
  { prefix: "Staff ", minExperience: 9, maxExperience: 15, pay: 2.4, weight: 5 },
  { prefix: "Intern - ", minExperience: 0, maxExperience: 1, pay: 0.2, weight: 5 },
];

export const educationLevels = [
  "Bachelor's degree in Computer Science or a related field",
  "Any graduate",
  "B.Tech / B.E. in any discipline",
  "MBA or equivalent experience",
  "Master's degree preferred",
  "No formal degree required; a strong portfolio matters more",
];
