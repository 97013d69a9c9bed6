// `{t|relative-time}` ('in 2 hours', '11 hours ago' from now) and
// `{start,end|relative-time}` (the end as seen from the start), in the
// largest unit that fits, rounded. Weeks count only with `allowWeeks:true`;
// `style:` long (default), short or narrow; `context:begin-sentence`.
import { relativeTimeFormat } from './intl';
import { inContext } from './locale';
import { flagOption, parseOptions } from './options';
import { largestUnit } from './time-units';

export interface RelativeTimeArgs {
  readonly allowWeeks: boolean;
  readonly style: Intl.RelativeTimeFormatStyle;
  readonly context?: string;
}

const STYLES: readonly string[] = ['long', 'short', 'narrow'];

export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeArgs {
  const options = parseOptions(args);
  const style = options.named.style;
  return {
    allowWeeks: flagOption(options, 'allowWeeks') === true,
    style: STYLES.includes(style as string) ? (style as Intl.RelativeTimeFormatStyle) : 'long',
    context: options.named.context,
  };
}

export function formatRelativeTime(fromMs: number, toMs: number, args: RelativeTimeArgs, locale: string): string {
  const delta = toMs - fromMs;
  const { unit, ms } = largestUnit(delta, !args.allowWeeks);
  const text = relativeTimeFormat(locale, { style: args.style }).format(Math.round(delta / ms), unit);
  return inContext(text, args.context, locale);
}
