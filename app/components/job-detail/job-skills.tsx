import { skillList } from "../../../core/jobs/browser";
import { Badge } from "../badge";
import { SiteLink } from "../../lib/site-links";

/** The job's skills, each a search for jobs asking the same; nothing when the job names none. */
export function JobSkills({ skills: stored }: { skills: string }) {
  const skills = skillList(stored);
  if (!skills.length) return null;
  return (
    <section aria-labelledby="skills-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="skills-heading" className="text-xl font-semibold">
        Skills
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li key={skill}>
            <SiteLink to={`/search/job?q=${encodeURIComponent(skill)}`}>
              <Badge tone="primary">{skill}</Badge>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
