// React's streaming renderer, alone in a module so that worker/render/markup.ts
// can load it when first needed; an ES module of ours keeps its named export
// when the production build (scripts/build-worker.ts) splits it off.
export { renderToReadableStream } from 'react-dom/server';
