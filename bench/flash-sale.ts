// `npm run bench -- flash-sale`: thousands of concurrent reservations of one
// product on 1, 4 and 16 stock shards, in workerd (Miniflare) with the real
// stock domain (bench/flash-sale-worker.ts). Checks that the product sells
// out exactly (nothing oversold, nothing left on a shard, no shard below
// zero) and prints the ceiling each shard count gives on Cloudflare, where an
// object serves one request at a time and shards run in parallel:
//   ceiling = shards / (time per object call x object calls per sale)
// The time per call is measured one reservation after another on one shard,
// as the workerd process's CPU (worker, RPC and object together, so an upper
// bound of the object's own time, and not slowed by the shared machine's
// other load; the wall time is printed beside); the calls per
// sale are counted for each reservation that sold, borrowing included. A
// refusal once sold out reads every shard (it must know the total is short):
// its calls are printed beside.
import { median, workerdCpuSeconds } from './process-cpu';
import { inWorkerd } from './workerd-worker';

const SHARD_COUNTS = [1, 4, 16];
const BUYERS = 3_000;
const STOCK = 2_000;
const SERIAL_RESERVATIONS = 1_000;
const ROUNDS = 5;
const GOAL_16_SHARDS = 10_000;

interface Sale {
  sold: number;
  left: number;
  lowestShard: number;
  callsPerSale: number;
  callsPerRefusal: number;
}

export async function run(): Promise<string> {
  return inWorkerd('bench/flash-sale-worker.ts', { durableObjects: { STOCK: { className: 'StockObject', useSQLite: true } } }, async (miniflare) => {
    const rows: string[] = [];
    let ceiling16 = 0;
    let allExact = true;
    for (const shards of SHARD_COUNTS) {
      const sale = (await (await miniflare.dispatchFetch(`http://bench/sale?shards=${shards}&stock=${STOCK}&buyers=${BUYERS}`)).json()) as Sale;
      const exact = sale.sold === STOCK && sale.left === 0 && sale.lowestShard >= 0;
      allExact &&= exact;
      const walls: number[] = [];
      const cpus: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const cpuBefore = workerdCpuSeconds();
        walls.push(((await (await miniflare.dispatchFetch(`http://bench/one-after-another?shards=1&stock=${SERIAL_RESERVATIONS}`)).json()) as { ms: number }).ms);
        cpus.push(((workerdCpuSeconds() - cpuBefore) * 1000) / SERIAL_RESERVATIONS);
      }
      const msPerCall = median(cpus);
      const ceiling = shards / ((msPerCall / 1000) * sale.callsPerSale);
      if (shards === 16) ceiling16 = ceiling;
      rows.push(
        `  ${String(shards).padStart(6)}  ${String(sale.sold).padStart(5)}/${STOCK}  ${String(sale.left).padStart(4)}  ${String(sale.lowestShard).padStart(6)}  ${exact ? 'yes ' : 'NO  '}  ${sale.callsPerSale.toFixed(2).padStart(10)}  ${sale.callsPerRefusal.toFixed(1).padStart(11)}  ${median(walls).toFixed(3).padStart(8)}  ${msPerCall.toFixed(3).padStart(7)}  ${Math.round(ceiling).toLocaleString('en-US').padStart(11)}`,
      );
    }
    return [
      `flash sale in workerd: ${BUYERS} concurrent reservations of 1 unit of one product with ${STOCK} in stock (time per object call: median of ${ROUNDS} runs of ${SERIAL_RESERVATIONS} one after another; the ceiling uses workerd's CPU, not slowed by other load)`,
      '  shards  sold        left  lowest  exact  calls/sale  calls/refusal  wall ms  CPU ms  checkouts/s',
      ...rows,
      `  16 shards' ceiling ${Math.round(ceiling16).toLocaleString('en-US')} checkouts/s (goal at least ${GOAL_16_SHARDS.toLocaleString('en-US')}: ${ceiling16 >= GOAL_16_SHARDS ? 'met' : 'not met'}); sold out exactly on every shard count: ${allExact ? 'yes' : 'NO'}`,
    ].join('\n');
  });
}
