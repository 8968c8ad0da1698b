import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteVideoRecipeSchema, type SiteVideoRecipe } from './site-video-recipe.ts';

/** A site video's name: its file name and its address (`/site/videos/<name>.mp4`), so nothing in it can reach another path. */
export const siteVideoNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/u;

export class SiteVideoRecipeError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site videos in content/site/videos are not valid:\n${problems.join('\n')}`);
    this.name = 'SiteVideoRecipeError';
  }
}

/**
 * Every `<name>.json` recipe in the directory, by name, checked with zod.
 * Throws one SiteVideoRecipeError listing every problem, each naming its file
 * and field.
 */
export async function readSiteVideoRecipes(directory: string): Promise<Map<string, SiteVideoRecipe>> {
  const recipes = new Map<string, SiteVideoRecipe>();
  const problems: string[] = [];
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  for (const file of files) {
    const name = file.slice(0, -'.json'.length);
    if (!siteVideoNamePattern.test(name)) {
      problems.push(`${file}: the name must be lowercase letters, digits and dashes (at most 64)`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(directory, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const result = SiteVideoRecipeSchema.safeParse(json);
    if (result.success) recipes.set(name, result.data);
    else for (const issue of result.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  if (problems.length > 0) throw new SiteVideoRecipeError(problems);
  return recipes;
}
