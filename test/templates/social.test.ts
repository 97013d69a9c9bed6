import { describe, expect, it } from 'vitest';
import { compile, render } from '../../templates/index';
import * as buttonFragments from '../../templates/fragments/social/buttons';
import * as commentFragments from '../../templates/fragments/social/comments';
import { commentCount } from '../../templates/plugins/social';

const out = (source: string, data: unknown) => render(source, data).output;
const holds = (predicate: string, data: unknown) => out(`{.${predicate}}y{.or}n{.end}`, data) === 'y';

describe('social fragments', () => {
  it('compile without errors', () => {
    for (const source of Object.values({ ...buttonFragments, ...commentFragments })) expect(compile(source).errors).toEqual([]);
  });
});

describe('comments', () => {
  it('count reads No Comments at 0, singular only for exactly 1', () => {
    const text = (n: number) => out('{@|comment-count}', { publicCommentCount: n });
    expect([0, 1, 2, 21].map(text)).toEqual(['No Comments', '1 Comment', '2 Comments', '21 Comments']);
    expect(out('{@|comment-count}', {})).toBe('');
  });
  it('comment-link shows the same words', () => {
    const link = out('{@|comment-link}', { id: 'p1', fullUrl: '/blog/p1', publicCommentCount: 0 });
    const { count, noun } = commentCount(0);
    expect(link).toBe(`<a href="/blog/p1#comments-p1" class="sqs-comment-link" data-id="p1">\n  ${count}\n  ${noun}\n  </a>`);
  });
  it('disqus? reads either spelling of the shortname', () => {
    expect(holds('disqus?', { websiteSettings: { disqusShortname: 'a' } })).toBe(true);
    expect(holds('disqus?', { websiteSettings: { disqusShortName: 'a' } })).toBe(true);
    expect(holds('disqus?', { websiteSettings: { disqusShortname: '' } })).toBe(false);
  });
  it('a thread shows when open or commented, unless the site disables comments', () => {
    const thread = (node: object, settings: object = {}) => ({ websiteSettings: settings, node });
    const shown = (data: object) => out('{node|comments}', data) !== '' && out('{.section node}{.comments?}y{.end}{.end}', data) === 'y';
    expect(shown(thread({ id: 'c', commentState: 1, publicCommentCount: 0 }))).toBe(true);
    expect(shown(thread({ id: 'c', commentState: 2, publicCommentCount: 3 }))).toBe(true);
    expect(shown(thread({ id: 'c', commentState: 2, publicCommentCount: 0 }))).toBe(false);
    expect(shown(thread({ id: 'c', commentState: 1, publicCommentCount: 3 }, { commentsEnabled: false }))).toBe(false);
  });
});

describe('buttons', () => {
  it('like-button only when simple liking is on', () => {
    expect(out('{item|like-button}', { item: { id: 'a' }, websiteSettings: { simpleLikingEnabled: false } })).toBe('');
    expect(out('{item|like-button}', { item: { id: 'a' }, websiteSettings: { simpleLikingEnabled: true } })).toContain('data-like-count="0"');
  });
  it('share buttons only when the website has share options, with attributes escaped', () => {
    const item = { recordType: 1, title: 'a "b"', fullUrl: '/x', systemDataId: 's', assetUrl: '/i.jpg' };
    expect(out('{item|social-button}', { item, website: { shareButtonOptions: [] } })).toBe('');
    expect(out('{item|social-button-inline}', { item, website: { shareButtonOptions: { 1: true } } })).toBe(
      '<span class="squarespace-social-buttons inline-style" data-system-data-id="s" data-asset-url="/i.jpg" data-record-type="1" data-full-url="/x" data-title="a &quot;b&quot;"></span>',
    );
  });
  it('twitter-follow-button follows the user name, else the profile URL, else nothing', () => {
    const name = (node: object) => /data-username="([^"]*)"/.exec(out('{@|twitter-follow-button}', node))?.[1];
    expect(name({ userName: '@ann' })).toBe('ann');
    expect(name({ profileUrl: 'https://twitter.com/bob/?ref=x' })).toBe('bob');
    expect(out('{@|twitter-follow-button}', { profileUrl: '' })).toBe('');
  });
});

describe('activate-twitter-links', () => {
  it('links URLs, mentions and hashtags, but not inside URLs or e-mail addresses', () => {
    expect(out('{t|activate-twitter-links}', { t: 'see https://x.co/a#b and a@b.com' })).toBe(
      'see <a target="new" href="https://x.co/a#b">https://x.co/a#b</a> and a@b.com',
    );
    expect(out('{t|activate-twitter-links}', { t: '(#Tag) @ann' })).toBe(
      '(<a target="new" href="https://twitter.com/hashtag/Tag?src=hash">#Tag</a>) <a target="new" href="https://twitter.com/ann/">@ann</a>',
    );
  });
});

describe('google-calendar-url', () => {
  const start = Date.UTC(2024, 0, 2, 3, 4, 5);
  const end = Date.UTC(2024, 11, 31, 23, 59, 59);
  it('writes UTC basic dates, the encoded title and the location when there is one', () => {
    expect(out('{@|google-calendar-url}', { title: 'Tea & talk', startDate: start, endDate: end, location: { addressLine1: 'Main St', addressCountry: 'UK' } })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Tea%20%26%20talk&dates=20240102T030405Z/20241231T235959Z&location=Main%20St%2C%20UK',
    );
  });
  it('needs both dates', () => {
    expect(out('{@|google-calendar-url}', { startDate: start })).toBe('');
    expect(out('{@|google-calendar-url}', { startDate: 'x', endDate: end })).toBe('');
  });
});
