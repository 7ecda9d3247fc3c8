/** An instant as a member in Taiwan reads it in a message or a mail: 2026年11月28日 14:05. */
export const taipeiTime = (d: Date) =>
  new Intl.DateTimeFormat('zh-TW', {
    timeZone: 'Asia/Taipei',
    dateStyle: 'long',
    timeStyle: 'short',
    hour12: false,
  }).format(d);
