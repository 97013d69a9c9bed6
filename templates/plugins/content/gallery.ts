// Gallery option predicates (spec section 3, "Gallery options"). Options sit
// on the gallery node, which is in scope for the gallery's own items too.
import { truthy } from '../../values';
import type { Env, Predicate } from '../registry';

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'];
/** Spec section 9: a gallery without a design is a grid. */
const DEFAULT_DESIGN = 'grid';
const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'];
const ACTIVE_ALIGNMENTS = ['center', 'left', 'right'];
const FLAGS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'];

const option = (env: Env, name: string) => env.resolve(['options', name]);

/** One predicate per value of a choice option, `gallery-{name}-{value}?`. */
function choice(name: string, values: readonly string[], fallback?: string): Record<string, Predicate<unknown>> {
  const test = (value: string) => (_node: unknown, _args: unknown, env: Env) => (option(env, name) ?? fallback) === value;
  return Object.fromEntries(values.map((value) => [`gallery-${name}-${value}?`, { test: test(value) }]));
}

export const galleryPredicates: Record<string, Predicate<unknown>> = {
  ...choice('design', DESIGNS, DEFAULT_DESIGN),
  ...choice('meta-position', META_POSITIONS),
  ...choice('active-alignment', ACTIVE_ALIGNMENTS),
  ...Object.fromEntries(FLAGS.map((flag) => [`gallery-${flag}?`, { test: (_node: unknown, _args: unknown, env: Env) => truthy(option(env, flag)) }])),
  /** Whether item titles and descriptions are shown, always or on hover. */
  'gallery-meta?': { test: (_node, _args, env: Env) => truthy(option(env, 'show-meta')) || truthy(option(env, 'show-meta-on-hover')) },
};
