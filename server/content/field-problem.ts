import { ApiProblem, validationError } from '../http/api-errors';

/**
 * 422 for a query value that is well-formed but names nothing (an unknown category or brand id):
 * the same answer as a schema failure, on the same field.
 */
export function fieldProblem(field: string, message: string): ApiProblem {
  return new ApiProblem(422, validationError([]).message, { [field]: [message] });
}
