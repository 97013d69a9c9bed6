// I18n family: formatters that speak the execution's locale (reference
// Part 2 and Part 4). Without a locale they print nothing.
import { formatDateTime, parseDateTimeArgs } from '../i18n/datetime';
import type { DateTimeArgs } from '../i18n/datetime';
import { instantOf } from '../i18n/instant';
import { formatInterval, parseIntervalArgs } from '../i18n/interval';
import type { IntervalArgs } from '../i18n/interval';
import { localeOf } from '../i18n/locale';
import { formatMessage } from '../i18n/message/format';
import { formatMoney, parseMoneyArgs, readMoney } from '../i18n/money';
import type { MoneyArgs } from '../i18n/money';
import { decimalText, formatDecimal, parseDecimalArgs } from '../i18n/number';
import type { DecimalArgs } from '../i18n/number';
import { formatRelativeTime, parseRelativeTimeArgs } from '../i18n/relative-time';
import type { RelativeTimeArgs } from '../i18n/relative-time';
import { siteTimeZone } from '../i18n/time-zone';
import type { Path } from '../ast';
import { parsePath, toText } from '../values';
import type { Env, Formatter, PluginFamily } from './registry';

/** `name:REF` or `name=REF` binds an argument by name too; every argument also counts by position. */
interface MessageArg {
  readonly name?: string;
  readonly path: Path | null;
}

function messageArgs(args: readonly string[]): MessageArg[] {
  return args.map((arg) => {
    const at = arg.search(/[:=]/);
    return at > 0 ? { name: arg.slice(0, at), path: parsePath(arg.slice(at + 1)) } : { path: parsePath(arg) };
  });
}

const message: Formatter<MessageArg[]> = {
  prepare: messageArgs,
  format(value, args, env) {
    const locale = localeOf(env);
    if (!locale) return '';
    // Arguments resolve from the scope enclosing the formatted value.
    const positional = args.map((a) => (a.path ? env.resolveAbove(a.path) : undefined));
    const named = new Map<string, unknown>();
    args.forEach((a, i) => a.name !== undefined && named.set(a.name, positional[i]));
    return formatMessage(toText(value), { positional, named }, locale, env);
  },
};

const formatters: Record<string, Formatter<unknown>> = {
  datetime: {
    prepare: parseDateTimeArgs,
    format(value, args: DateTimeArgs, env: Env) {
      const locale = localeOf(env);
      const ms = locale ? instantOf(value, env) : undefined;
      return ms === undefined ? '' : formatDateTime(ms, args, locale!, siteTimeZone(env));
    },
  },
  'datetime-interval': {
    prepare: parseIntervalArgs,
    format(value, args: IntervalArgs, env: Env) {
      const locale = localeOf(env);
      const end = env.variable(1);
      const a = locale ? instantOf(value, env) : undefined;
      const b = locale && end !== undefined ? instantOf(end, env) : undefined;
      return a === undefined || b === undefined ? '' : formatInterval(a, b, args, locale!, siteTimeZone(env));
    },
  },
  decimal: {
    prepare: parseDecimalArgs,
    format(value, args: DecimalArgs, env: Env) {
      const locale = localeOf(env);
      const text = decimalText(value);
      return locale && text !== undefined ? formatDecimal(text, args, locale) : '';
    },
  },
  message,
  // The older name of `message`.
  plural: message,
  money: {
    prepare: parseMoneyArgs,
    format(value, args: MoneyArgs, env: Env) {
      const locale = localeOf(env);
      const money = readMoney(value);
      return locale && money ? formatMoney(money, args, locale) : '';
    },
  },
  'relative-time': {
    prepare: parseRelativeTimeArgs,
    format(value, args: RelativeTimeArgs, env: Env) {
      const locale = localeOf(env);
      if (!locale) return '';
      const second = env.variable(1);
      const from = second === undefined ? (env.options.now ?? Date.now()) : instantOf(value, env);
      const to = instantOf(second === undefined ? value : second, env);
      return from === undefined || to === undefined ? '' : formatRelativeTime(from, to, args, locale);
    },
  },
};

export const i18nPlugins: PluginFamily = { formatters };
