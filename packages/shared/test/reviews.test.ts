import { describe, expect, it } from 'vitest';
import { averageRating, cleanReviewText, reviewerName, reviewInput, searchWords } from '../src/index';

describe('reviewerName', () => {
  it('keeps the first name and the last name’s initial', () => {
    expect(reviewerName('Priya Raman')).toBe('Priya R.');
    expect(reviewerName('  Anitha  Mary joseph ')).toBe('Anitha J.');
    expect(reviewerName('Arjun')).toBe('Arjun');
    expect(reviewerName('   ')).toBe('Customer');
  });
});

describe('averageRating', () => {
  it('is the mean to one decimal, 0 with no reviews', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe('review text', () => {
  it('stays plain text: markup kept as typed, control characters removed, blank lines shortened', () => {
    expect(cleanReviewText(' <b>Great</b>\r\n\r\n\r\n\r\nchews\u0000\u202E ')).toBe('<b>Great</b>\n\nchews');
  });

  it('needs a rating of 1 to 5 and at least 10 characters', () => {
    expect(reviewInput.safeParse({ rating: 5, body: 'Lovely coat after a month.' }).success).toBe(true);
    expect(reviewInput.safeParse({ rating: 6, body: 'Lovely coat after a month.' }).error?.issues[0]?.message).toBe('Choose a rating from 1 to 5 stars');
    expect(reviewInput.safeParse({ rating: 4.5, body: 'Lovely coat after a month.' }).success).toBe(false);
    expect(reviewInput.safeParse({ rating: 4, body: '   short   ' }).error?.issues[0]?.message).toBe('Write at least 10 characters about the product');
  });
});

describe('searchWords', () => {
  it('splits into lower-case words of letters and digits, without duplicates, at most 8', () => {
    expect(searchWords('Omega-3 oil, OIL!')).toEqual(['omega', '3', 'oil']);
    expect(searchWords("'; drop table --")).toEqual(['drop', 'table']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('   ')).toEqual([]);
  });
});
