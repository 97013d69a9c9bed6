// `npm run bench`: every benchmark of the project, printed in one run;
// `npm run bench -- flash-sale` runs only the flash-sale simulation,
// `npm run bench -- cart` only the cart adds, `npm run bench -- census` only
// the census and `npm run bench -- engine` only the template engine's comparison.
import { format, run } from './engine';
import { PRODUCT_WORKLOADS } from './engine-product';
import { PAGE_WORKLOADS, SNIPPET_WORKLOADS } from './workloads';

const RUN_ALONE: Record<string, () => Promise<{ run(): Promise<string> }>> = {
  'flash-sale': () => import('./flash-sale'),
  cart: () => import('./cart'),
  census: () => import('./census'),
};
const alone = Object.keys(RUN_ALONE).find((name) => process.argv.includes(name));
if (alone) {
  console.log(await (await RUN_ALONE[alone]()).run());
  process.exit(0);
}

console.log('Template engine vs @squarespace/template-engine (median of interleaved rounds; allocation per operation)');
console.log(format(await run('snippets', SNIPPET_WORKLOADS, { rounds: 9 })));
console.log(format(await run('page', PAGE_WORKLOADS)));
const product = await run('product', PRODUCT_WORKLOADS, { rounds: 21 });
console.log(format(product));
console.log(`compiled product page keeps ${(product[0].retained / 1024).toFixed(1)} KB of heap (target < 100 KB)`);
if (process.argv.includes('engine')) process.exit(0);
console.log(await (await import('./cart')).run());
console.log(await (await import('./pages')).run());
console.log(await (await import('./census')).run());
console.log(await (await import('./mixed-load')).run());
console.log(await (await import('./client')).run());
console.log(await (await import('./worker-bundle')).run());
console.log(await (await import('./workerd-page')).run());
console.log(await (await import('./page-stock')).run());
