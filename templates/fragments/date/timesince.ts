// The client keeps a timesince label current, starting from data-date.
export const timesince = String.raw`<span class="timesince" data-date="{date}">{text}</span>`;
