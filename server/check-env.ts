import { loadEnvOrExit } from "../config/env";

// Imported first by the entry points: modules evaluate in import order, so this runs
// before React, React Router or any module that reads a setting.
//
// React and React Router choose their development or production build from NODE_ENV
// when first imported; `npm start` must get the production build (several times faster
// rendering) without asking the user to set it. The parsed settings default to
// production for the same reason.
process.env.NODE_ENV ??= "production";

// A bad variable stops the start here with one clear line.
loadEnvOrExit();
