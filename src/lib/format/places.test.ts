import { describe, expect, it } from 'vitest';
import { joinPlace } from './places';

describe('joinPlace', () => {
  it('joins a district, a city and a region with a comma, never with «و» or "and"', () => {
    expect(joinPlace(['الشاطئ الغربي', 'الدمام'], 'ar')).toBe('الشاطئ الغربي، الدمام');
    expect(joinPlace(['النرجس', 'الرياض', 'منطقة الرياض'], 'ar')).toBe(
      'النرجس، الرياض، منطقة الرياض',
    );
    expect(joinPlace(['Al Narjis', 'Riyadh', 'Riyadh Region'], 'en')).toBe(
      'Al Narjis, Riyadh, Riyadh Region',
    );
    expect(joinPlace(['النرجس', 'الرياض'], 'ar')).not.toMatch(/ و/);
  });

  it('leaves out missing parts', () => {
    expect(joinPlace([undefined, 'الخبر', ' '], 'ar')).toBe('الخبر');
    expect(joinPlace([], 'en')).toBe('');
  });
});
