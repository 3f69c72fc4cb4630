import { useId, useState } from "react";
import { splitSkills, uniqueSkills } from "../../../core/profiles/browser";
import { TextField } from "../auth/fields";
import { useHydrated } from "../auth/use-zod-form";

interface SkillsInputProps {
  /** The skills as one comma string (what the form posts as 'skills'). */
  value: string;
  onChange: (next: string) => void;
  onBlur?: () => void;
  error?: string;
}

const hint = "Type a skill and press Enter or a comma to add it.";

/**
 * Skills as tags: each skill a chip with its own remove button, a text box that
 * adds on Enter or comma, and the list posted as one comma string. Before the
 * scripts run (and without them) it is a plain comma-separated text field.
 */
export function SkillsInput({ value, onChange, onBlur, error }: SkillsInputProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const skills = uniqueSkills(splitSkills(value) as string[]);

  if (!hydrated) {
    return (
      <TextField
        label="Skills"
        name="skills"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint="Separate skills with commas, e.g. React, Node.js, SQL"
        error={error}
      />
    );
  }

  const commit = (text: string) => {
    const added = uniqueSkills(text.split(",")).filter(
      (skill) => !skills.some((have) => have.toLowerCase() === skill.toLowerCase()),
    );
    if (added.length) {
      onChange([...skills, ...added].join(", "));
      setAnnouncement(`Added ${added.join(", ")}`);
    }
    setDraft("");
  };
  const remove = (skill: string) => {
    onChange(skills.filter((have) => have !== skill).join(", "));
    setAnnouncement(`Removed ${skill}`);
  };
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");

  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-slate-700">
        Skills
      </label>
      <input type="hidden" name="skills" value={skills.join(", ")} />
      {skills.length ? (
        <ul aria-label="Your skills" className="mb-2 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-700"
            >
              {skill}
              <button
                type="button"
                onClick={() => remove(skill)}
                className="rounded-full px-2 text-brand-700 hover:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">Remove {skill}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={`${id}-input`}
        value={draft}
        maxLength={60}
        onChange={(event) => {
          if (event.target.value.includes(",")) commit(event.target.value);
          else setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit(draft);
          } else if (event.key === "Backspace" && draft === "" && skills.length) {
            remove(skills[skills.length - 1]);
          }
        }}
        onBlur={() => {
          if (draft.trim()) commit(draft);
          onBlur?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder="e.g. React"
        className={
          `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none ` +
          `placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? "border-red-500" : "border-slate-300"}`
        }
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
