// The domain model shared by worker, engine and client, by subject. The browser
// bundle imports the zod-free modules themselves (each says so in its first
// lines), never an index: an index brings the whole schema library.
//
// Object schemas are built when first used (`z.lazy`): the Worker evaluates
// this whole library as an isolate starts, and building its 1,500 zod
// instances there took about a quarter of what a cold start adds to a one-line
// Worker's (#30). A request now builds only the schemas it parses with. A
// schema another extends is unwrapped (`.unwrap().extend(...)`), which builds a
// copy for the extension.
export * from './address';
export * from './census';
export * from './commerce';
export * from './forms';
export * from './messages';
export * from './site';
