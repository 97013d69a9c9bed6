// The domain model shared by worker, engine and client, by subject. The browser
// bundle imports the zod-free modules themselves (each says so in its first
// lines), never an index: an index brings the whole schema library.
export * from './address';
export * from './census';
export * from './commerce';
export * from './forms';
export * from './messages';
export * from './site';
