// core/profiles, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export {
  EXPERIENCE_OPTIONS,
  PROFILE_MESSAGES,
  type ProfileFormValues,
  profileSchema,
  splitSkills,
  uniqueSkills,
} from "./profile.schema";
