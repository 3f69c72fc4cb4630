import { loadEnvOrExit } from "../config/env";

// Imported first by the entry points: modules evaluate in import order, so a bad
// variable stops the start here with one clear line, before any module reads a setting.
loadEnvOrExit();
