import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import {
  DOCUMENT_FIELD,
  type DocumentCheck,
  DocumentCheckResponse,
  type DocumentReplaced,
  DocumentReplacedResponse,
} from '../../schemas/staff-document.schema';
import { uploadFile } from './upload';

interface UploadProgress {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** The file read by the server as the replacement would read it, beside the stored one; nothing kept. */
export async function checkDocument(articleId: number, file: File, opts: UploadProgress): Promise<DocumentCheck> {
  const answer = await uploadFile(staffEndpoints.staffArticleDocumentCheck(articleId), file, {
    ...opts,
    fieldName: DOCUMENT_FIELD,
  });
  return DocumentCheckResponse.parse(answer).data;
}

/** `PUT /api/staff/articles/{id}/document` from the article's version: a 409 carries the article as it is. */
export async function replaceDocument(
  articleId: number,
  file: File,
  version: number,
  opts: UploadProgress,
): Promise<DocumentReplaced> {
  const answer = await uploadFile(staffEndpoints.staffArticleDocument(articleId), file, {
    ...opts,
    fieldName: DOCUMENT_FIELD,
    method: 'PUT',
    fields: { version: String(version) },
  });
  return DocumentReplacedResponse.parse(answer).data;
}
