// `npm run dev` runs React and React Router in development mode (their warnings, fast refresh).
process.env.NODE_ENV ??= "development";
