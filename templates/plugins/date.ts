// Date family: strftime-style `date` and `timesince`. Both print English and
// need no locale data; the localized formatters are in the i18n family.
import { timesince as timesinceSource } from '../fragments/date/timesince';
import { instantOf } from '../i18n/instant';
import { localTime } from '../i18n/local-time';
import { strftime } from '../i18n/strftime';
import { siteTimeZone } from '../i18n/time-zone';
import { INVALID_DATE, timeSince } from '../i18n/timesince';
import { fragment } from './fragment';
import type { Env, Formatter, PluginFamily } from './registry';

const timesinceFragment = fragment(timesinceSource);

const formatters: Record<string, Formatter<unknown>> = {
  date: {
    // The parser splits arguments at spaces; the pattern is the whole text.
    prepare: (args) => args.join(' '),
    format(value, pattern: string, env: Env) {
      const ms = instantOf(value, env);
      return ms === undefined ? undefined : strftime(pattern, localTime(ms, siteTimeZone(env)));
    },
  },
  timesince: {
    format(value, _args, env: Env) {
      const ms = instantOf(value, env);
      if (ms === undefined) return INVALID_DATE;
      const text = timeSince((env.options.now ?? Date.now()) - ms);
      return timesinceFragment(env, { date: ms, text });
    },
  },
};

export const datePlugins: PluginFamily = { formatters };
