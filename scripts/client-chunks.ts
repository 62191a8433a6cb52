// How the browser code is split into files (astro.config.mjs): React and react-dom go into one
// chunk named `react` that every page with an island shares, so a second member page loads
// only its own code. The page-weight budgets count member pages' JavaScript beyond it.

/** The name (file prefix) of the shared React chunk. */
export const REACT_CHUNK_NAME = 'react';

/** Rolldown's `output.codeSplitting` of the client build. */
export const clientCodeSplitting = {
  groups: [
    {
      name: REACT_CHUNK_NAME,
      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    },
  ],
};

/** Whether a built file ('/_astro/react.AbC123.js') is the shared React chunk. */
export const isReactChunk = (file: string) =>
  new RegExp(`(^|/)${REACT_CHUNK_NAME}\\.[\\w-]+\\.js$`).test(file);
