// Tells a script the page loaded to be React, for the bench (bench/client.ts)
// and the browser tests that check React loads only on demand.

/** A string only React's own code carries. */
const REACT_MARK = 'react.transitional.element';

/** Whether a loaded script's body is (or bundles) React. */
export const carriesReact = (body: Buffer | string): boolean => body.includes(REACT_MARK);
