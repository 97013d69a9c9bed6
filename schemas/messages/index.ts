// The message catalogue and its languages. The browser bundle imports
// catalogue.ts itself: this index also brings every language's table and the
// translation patterns, which only the Worker and the engine need.
export * from './catalogue';
export * from './for-language';
export * from './lookup';
