// `npm run bench`: every benchmark of the project, printed in one run.
import { format, run } from './engine';

console.log('Template engine vs @squarespace/template-engine (median of interleaved rounds)');
console.log(format(await run()));
console.log(format(await run({ workloads: (await import('./engine-product')).PRODUCT_WORKLOADS })));
console.log(await (await import('./cart')).run());
console.log(await (await import('./pages')).run());
console.log(await (await import('./census')).run());
