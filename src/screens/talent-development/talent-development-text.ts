export const TALENT_TEXT = {
  lead: '與好生活一起成長，把對生活的熱情變成專業。',
} as const;
