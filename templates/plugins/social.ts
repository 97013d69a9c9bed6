// Social family: comments, likes, share and follow buttons, tweet links and
// calendar links (reference Part 2 and Part 3). The markup is the
// platform's, byte for byte; data is printed unescaped unless noted.
import { child, descend, printed, toNumber, toText, truthy } from '../values';
import { escapeAttribute } from './escape';
import type { Env, Formatter, PluginFamily, Predicate } from './registry';
import { seen } from './scope';

const text = (value: unknown, key: string) => printed(child(value, key));

function commentCount(value: unknown): string {
  const n = toNumber(child(value, 'publicCommentCount'));
  if (n === 0) return 'No Comments';
  return n === 1 ? '1 Comment' : `${n} Comments`;
}

function commentLink(value: unknown, env: Env): string {
  const url = text(value, 'fullUrl');
  const id = text(value, 'id');
  if (truthy(seen(value, env, ['websiteSettings', 'disqusShortname']))) {
    return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
  }
  const count = child(value, 'publicCommentCount');
  const shown = count === 0 ? 'No' : printed(count);
  return `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${shown}\n  Comment${count === 1 ? '' : 's'}\n  </a>\n`;
}

function commentThread(value: unknown, env: Env): string {
  if (truthy(seen(value, env, ['websiteSettings', 'disqusShortname']))) return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
  const item = seen(value, env, ['item']);
  const collection = truthy(item) ? undefined : seen(value, env, ['collection']);
  const [owner, kind] = truthy(item) ? [item, 'item'] : [collection, 'collection'];
  const attributes = truthy(owner)
    ? ` data-${kind}-id="${text(owner, 'id')}" data-public-comment-count="${text(owner, 'publicCommentCount')}" data-comment-state="${text(owner, 'commentState')}"`
    : '';
  return `\n  <div class="squarespace-comments" id="comments-${text(value, 'id')}"${attributes}></div>\n`;
}

function likeButton(value: unknown, env: Env): string | undefined {
  if (!truthy(value) || !truthy(seen(value, env, ['websiteSettings', 'simpleLikingEnabled']))) return undefined;
  return `\n  <span class="sqs-simple-like" data-item-id="${text(value, 'id')}" data-like-count="${text(value, 'likeCount')}">\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n`;
}

function shareButtons(tag: string, style: string): Formatter {
  return {
    format(value, _args, env) {
      if (!truthy(seen(value, env, ['website', 'shareButtonOptions']))) return undefined;
      const id = child(value, 'systemDataId') !== undefined ? text(value, 'systemDataId') : text(value, 'mainImageId');
      const url = child(value, 'assetUrl') !== undefined ? text(value, 'assetUrl') : printed(descend(value, ['mainImage', 'assetUrl'], 0));
      const title = escapeAttribute(toText(child(value, 'title')));
      return `<${tag} class="squarespace-social-buttons ${style}" data-system-data-id="${id}" data-asset-url="${url}" data-record-type="${text(value, 'recordType')}" data-full-url="${text(value, 'fullUrl')}" data-title="${title}"></${tag}>`;
    },
  };
}

const FOLLOW_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>";

/** The user name, else the last `/` part of the profile URL (empty after a trailing `/`). */
function followed(value: unknown): string {
  const name = toText(child(value, 'userName'));
  if (name !== '') return name;
  const parts = toText(child(value, 'profileUrl')).split('/');
  return parts[parts.length - 1];
}

const URL = /\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|]/gi;

function activateTwitterLinks(text: string): string {
  return text
    .replace(URL, (url) => `<a target="new" href="${url}">${url}</a>`)
    .replace(/(^| )@([A-Za-z0-9_]+)/g, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(/(^| )#([A-Za-z0-9_]+)/g, (_m, before: string, tag: string) => `${before}<a target="new" href="https://twitter.com/hashtag/${encodeURIComponent(tag)}?src=hash">#${tag}</a>`);
}

const CALENDAR_URL = 'http://www.google.com/calendar/event?action=TEMPLATE';
const LOCATION_FIELDS = ['addressLine1', 'addressLine2', 'addressCountry'];

/** `%Y%m%dT%H%M%SZ` in UTC; a missing date is the epoch. */
function utcBasic(value: unknown): string {
  const ms = toNumber(value);
  const iso = new Date(Number.isFinite(ms) ? ms : 0).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

function calendarUrl(event: unknown): string {
  const title = escape(toText(child(event, 'title')));
  const location = child(event, 'location');
  const place = LOCATION_FIELDS.map((field) => toText(child(location, field)).trim()).filter((part) => part !== '').join(', ');
  const dates = `${utcBasic(child(event, 'startDate'))}/${utcBasic(child(event, 'endDate'))}`;
  return `${CALENDAR_URL}&text=${title}&dates=${dates}${place ? `&location=${encodeURIComponent(place)}` : ''}`;
}

const formatters: Record<string, Formatter<unknown>> = {
  'activate-twitter-links': { pure: true, format: (value) => activateTwitterLinks(toText(value)) },
  'comment-count': { pure: true, format: commentCount },
  'comment-link': { format: (value, _args, env) => commentLink(value, env) },
  comments: { format: (value, _args, env) => commentThread(value, env) },
  'google-calendar-url': { pure: true, format: calendarUrl },
  'like-button': { format: (value, _args, env) => likeButton(value, env) },
  'social-button': shareButtons('div', 'button-style'),
  'social-button-inline': shareButtons('span', 'inline-style'),
  'twitter-follow-button': {
    pure: true,
    format: (value) => `${FOLLOW_SCRIPT}<div class="squarespace-follow-button" data-username="${followed(value)}"></div>`,
  },
};

const predicates: Record<string, Predicate<unknown>> = {
  /** Open for comments or already commented, unless the site's settings turn comments off. */
  'comments?': {
    test(node, _args, env: Env) {
      const on = toNumber(child(node, 'commentState')) === 1 || toNumber(child(node, 'publicCommentCount')) > 0;
      const settings = env.resolve(['websiteSettings']);
      return on && (settings === undefined || truthy(child(settings, 'commentsEnabled')));
    },
  },
  'disqus?': { test: (_node, _args, env: Env) => truthy(env.resolve(['websiteSettings', 'disqusShortName'])) },
};

export const socialPlugins: PluginFamily = { formatters, predicates };
