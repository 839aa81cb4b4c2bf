import { MSG } from '@canino/shared';
import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * Plain words for the fields whose schema names no message of its own (zod's defaults read like
 * "Invalid input: expected number, received NaN"). The spec's own messages are set on the fields and
 * always win over these.
 */
function readable(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a number' : 'This value is not valid';
    case 'too_big':
      return issue.origin === 'string' ? MSG.tooLong : `This must be at most ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'This field is required' : 'This is too short';
      return `This must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
    case 'invalid_union':
    case 'not_multiple_of':
      return 'This value is not valid';
    default:
      return undefined;
  }
}

export function useReadableZodMessages(): void {
  z.config({ customError: readable });
}
