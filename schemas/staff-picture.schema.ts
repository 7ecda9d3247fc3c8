import { z } from 'zod';
import { boundedId } from './id-param.schema';
import { blankToNull, plainText } from './plain-text.schema';

/**
 * A picture staff give a home banner or a page section: a content picture of `POST /api/staff/media`
 * (its id) and its text alternative, which a picture always has (DESIGN "UI": accessible by default).
 */
export const PICTURE_ALT_MAX = 150;
export const LINK_MAX = 500;

export const STAFF_PICTURE_MESSAGES = {
  media: '找不到上傳的圖片，請重新上傳。',
  mediaRequired: '請上傳圖片。',
  alt: '請輸入圖片的替代文字。',
  altTooLong: `替代文字最多 ${PICTURE_ALT_MAX} 個字。`,
  link: '連結須為站內路徑（以 / 開頭）或 https:// 開頭的網址。',
  linkTooLong: `連結最多 ${LINK_MAX} 個字。`,
} as const;

/** A picture as stored (its link and intrinsic size) with its alternative, as the console shows it. */
export const StaffPictureSchema = z.object({
  link: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type StaffPicture = z.infer<typeof StaffPictureSchema>;

/** The id of a content picture; blank or null: none. */
export const pictureMediaId = z.preprocess(blankToNull, boundedId(STAFF_PICTURE_MESSAGES.media).nullable());

/** The alternative text: blank is none (refused by the form's rule when there is a picture). */
export const pictureAlt = z.preprocess(
  blankToNull,
  plainText({ error: STAFF_PICTURE_MESSAGES.alt })
    .trim()
    .max(PICTURE_ALT_MAX, STAFF_PICTURE_MESSAGES.altTooLong)
    .nullable(),
);

/** Where a banner or a section leads: a path of this site or an https address; blank is none. */
export const contentLink = z.preprocess(
  blankToNull,
  plainText({ error: STAFF_PICTURE_MESSAGES.link })
    .trim()
    .max(LINK_MAX, STAFF_PICTURE_MESSAGES.linkTooLong)
    .regex(/^(?:\/(?!\/)|https?:\/\/[^\s/]+)\S*$/, STAFF_PICTURE_MESSAGES.link)
    .nullable(),
);
