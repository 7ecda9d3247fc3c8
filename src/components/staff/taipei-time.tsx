import { formatTaipei } from '../../../schemas/taipei-date';

/** When something happened, as staff in Taiwan read it: `2026/11/28 09:30`, Taipei time. */
export function TaipeiTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatTaipei(at, 'YYYY/MM/DD HH:mm')}</time>;
}
