// Gallery option predicates (reference Part 3, "gallery-*"): the gallery's
// `options` object, looked up the scope so a gallery's items see it too.
import { child, toBoolean, toText, truthy } from '../../values';
import type { Env, Predicate } from '../registry';

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  design: ['grid', 'slider', 'slideshow', 'stacked'],
  'meta-position': ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'],
  'active-alignment': ['center', 'left', 'right'],
};
const FLAGS = ['auto-crop', 'autoplay', 'controls', 'lightbox', 'show-meta', 'show-meta-on-hover', 'square-thumbs', 'thumbnails'];

const option = (env: Env, name: string) => child(env.resolve(['options']), name);

/** `gallery-{option}-{value}?`: the option's text is that value. */
function choices(name: string, values: readonly string[]): [string, Predicate<unknown>][] {
  return values.map((value) => [`gallery-${name}-${value}?`, { test: (_node, _args, env: Env) => toText(option(env, name)) === value }]);
}

export const galleryPredicates: Record<string, Predicate<unknown>> = {
  ...Object.fromEntries(Object.entries(CHOICES).flatMap(([name, values]) => choices(name, values))),
  ...Object.fromEntries(FLAGS.map((flag) => [`gallery-${flag}?`, { test: (_node: unknown, _args: unknown, env: Env) => toBoolean(option(env, flag)) }])),
  /** Whether the gallery shows controls or indicators. */
  'gallery-meta?': { test: (_node, _args, env: Env) => truthy(option(env, 'controls')) || truthy(option(env, 'indicators')) },
};
