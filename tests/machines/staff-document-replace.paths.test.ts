import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DocumentFileStepSchema } from '../../schemas/staff-document.schema';
import {
  staffDocumentReplaceModel,
  staffDocumentReplaceOracle,
  tooLargeFile,
  validFile,
} from '../models/staff-document-replace.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

describeFlowPaths(staffDocumentReplaceModel, {
  oracles: [{ spec: staffDocumentReplaceOracle, minStates: 6, eventsPerState: 12 }],
  replay: (path, { calls, invocations }) => {
    expectDraftKept(path, calls, validFile);
    // the upload is asked about the file chosen; the replacement sends that file (and the empty review)
    for (const { id, input } of invocations) {
      expect(input).toEqual(id === 'check' ? { step: 'file', data: validFile } : validFile);
    }
  },
});

describe('the document task’s file, before it goes out', () => {
  it('takes a file up to the limit and refuses a larger one by its field, naming it', () => {
    expect(DocumentFileStepSchema.safeParse(validFile).success).toBe(true);
    const big = DocumentFileStepSchema.safeParse(tooLargeFile);
    expect(big.error?.issues).toMatchObject([{ path: ['file'], message: DOCUMENT_MESSAGES.tooLarge('掃描檔.pdf') }]);
    const none = DocumentFileStepSchema.safeParse({});
    expect(none.error?.issues).toMatchObject([{ path: ['file'], message: DOCUMENT_MESSAGES.none }]);
  });
});
