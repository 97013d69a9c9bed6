// I18n family: formatters that speak the execution's locale through Intl.
// Without locale data (locale `none` or unset) they print nothing.
import { parseDateTimeArgs, formatDateTime } from '../i18n/datetime';
import type { DateTimeArgs } from '../i18n/datetime';
import { formatDecimal, parseDecimalArgs } from '../i18n/decimal';
import type { DecimalArgs } from '../i18n/decimal';
import { instantOf } from '../i18n/instant';
import { formatInterval, parseIntervalArgs } from '../i18n/interval';
import type { IntervalArgs } from '../i18n/interval';
import { localeOf } from '../i18n/locale';
import { formatMessage } from '../i18n/message/format';
import { formatMoneyValue, parseMoneyArgs, readMoney } from '../i18n/money';
import type { MoneyArgs } from '../i18n/money';
import { numericValue } from '../i18n/number';
import { formatRelativeTime, parseRelativeTimeArgs } from '../i18n/relative-time';
import type { RelativeTimeArgs } from '../i18n/relative-time';
import { siteTimeZone } from '../i18n/time-zone';
import { operand, operandValue } from './operands';
import type { Operand } from './operands';
import type { Env, Formatter, PluginFamily } from './registry';

/** `{a,b|fmt}` passes both values as an array; so does data holding a pair. */
function pair(value: unknown, env: Env): [number, number] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const start = instantOf(value[0], env);
  const end = instantOf(value[1], env);
  return start === undefined || end === undefined ? undefined : [start, end];
}

/** `name=path` binds an argument by name too; every argument also counts by position. */
type MessageArg = { readonly name?: string; readonly value: Operand };

const message: Formatter<MessageArg[]> = {
  prepare: (args) =>
    args.map((arg) => {
      const eq = arg.indexOf('=');
      return eq > 0 ? { name: arg.slice(0, eq), value: operand(arg.slice(eq + 1)) } : { value: operand(arg) };
    }),
  format(value, args, env) {
    const locale = localeOf(env);
    if (!locale || typeof value !== 'string') return undefined;
    const positional = args.map((a) => operandValue(a.value, env));
    const named = new Map<string, unknown>();
    args.forEach((a, i) => a.name !== undefined && named.set(a.name, positional[i]));
    return formatMessage(value, { positional, named }, locale, env);
  },
};

const formatters: Record<string, Formatter<unknown>> = {
  datetime: {
    prepare: parseDateTimeArgs,
    format(value, args: DateTimeArgs, env: Env) {
      const locale = localeOf(env);
      const ms = locale ? instantOf(value, env) : undefined;
      return ms === undefined ? undefined : formatDateTime(ms, args, locale!, siteTimeZone(env));
    },
  },
  'datetime-interval': {
    prepare: parseIntervalArgs,
    format(value, args: IntervalArgs, env: Env) {
      const locale = localeOf(env);
      const range = locale ? pair(value, env) : undefined;
      return range && formatInterval(range[0], range[1], args, locale!, siteTimeZone(env));
    },
  },
  decimal: {
    prepare: parseDecimalArgs,
    format(value, args: DecimalArgs, env: Env) {
      const locale = localeOf(env);
      const number = numericValue(value);
      return locale && number !== undefined ? formatDecimal(number, args, locale) : undefined;
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
      return locale && money ? formatMoneyValue(money, args, locale) : undefined;
    },
  },
  'relative-time': {
    prepare: parseRelativeTimeArgs,
    format(value, args: RelativeTimeArgs, env: Env) {
      const locale = localeOf(env);
      if (!locale) return undefined;
      const range = Array.isArray(value) ? pair(value, env) : undefined;
      if (range) return formatRelativeTime(range[0], range[1], args, locale);
      const ms = instantOf(value, env);
      return ms === undefined ? undefined : formatRelativeTime(env.options.now ?? Date.now(), ms, args, locale);
    },
  },
};

export const i18nPlugins: PluginFamily = { formatters };
