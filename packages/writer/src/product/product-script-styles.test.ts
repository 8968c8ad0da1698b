import { describe, expect, it } from 'vitest';
import { pickProductScriptStyles } from './product-script-styles.ts';

describe('pickProductScriptStyles', () => {
  it('gives the chosen framework, then the next two, wrapping after the offer', () => {
    expect(pickProductScriptStyles('problem_solution')).toEqual(['problem_solution', 'feature_tour', 'testimonial']);
    expect(pickProductScriptStyles('testimonial')).toEqual(['testimonial', 'offer', 'problem_solution']);
    expect(pickProductScriptStyles('offer')).toEqual(['offer', 'problem_solution', 'feature_tour']);
  });
});
