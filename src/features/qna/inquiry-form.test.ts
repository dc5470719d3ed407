import { describe, expect, it } from 'vitest';
import { checkInquiry, toWriteRequest } from './inquiry-form';

describe('an inquiry draft', () => {
  it('needs a category, a title and content', () => {
    expect(checkInquiry({ category: '', title: '  ', content: '' })).toEqual({ category: 'categoryRequired', title: 'required', content: 'required' });
  });

  it('keeps the title within 100 and the content within 2,000 characters, counting a Hangul syllable as one', () => {
    expect(checkInquiry({ category: 'pay', title: '가'.repeat(100), content: '나'.repeat(2000) })).toEqual({});
    expect(checkInquiry({ category: 'pay', title: '가'.repeat(101), content: '나'.repeat(2001) })).toEqual({ title: 'tooLong', content: 'tooLong' });
  });

  it('is sent with the title trimmed and the content as typed, line breaks kept', () => {
    expect(toWriteRequest({ category: 'work', title: '  출근 기록  ', content: '첫 줄\n둘째 줄' })).toEqual({
      category: 'work',
      title: '출근 기록',
      content: '첫 줄\n둘째 줄',
    });
  });
});
