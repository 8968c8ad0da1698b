import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SiteVideoRecipeFileSchema, siteVideoNamePattern, type SiteVideoRecipe, type SiteVideoRecipeFile } from './site-video-recipe.ts';

export class SiteVideoRecipeError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site videos in content/site/videos are not valid:\n${problems.join('\n')}`);
    this.name = 'SiteVideoRecipeError';
  }
}

/**
 * A translation with its source recipe and the source's frame; a problem when
 * the source is not a site video or is a translation itself (a translation
 * of a translation would compound two translations' errors: translate the
 * first one's source instead).
 */
function resolveTranslation(file: string, recipe: SiteVideoRecipeFile, files: ReadonlyMap<string, SiteVideoRecipeFile>): SiteVideoRecipe | string {
  if (recipe.kind !== 'translation') return recipe;
  const source = files.get(recipe.source);
  if (!source) return `${file}: source names no site video '${recipe.source}' (no valid content/site/videos/${recipe.source}.json)`;
  if (source.kind === 'translation') return `${file}: source '${recipe.source}' is itself a translation: translate its source '${source.source}' instead`;
  return { ...recipe, aspectRatio: source.aspectRatio, sourceRecipe: source };
}

/**
 * Every `<name>.json` recipe in the directory, by name, checked with zod; a
 * translation also against the recipe it translates. Throws one
 * SiteVideoRecipeError listing every problem, each naming its file and field.
 */
export async function readSiteVideoRecipes(directory: string): Promise<Map<string, SiteVideoRecipe>> {
  const files = new Map<string, SiteVideoRecipeFile>();
  const problems: string[] = [];
  const fileNames = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  for (const file of fileNames) {
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
    const result = SiteVideoRecipeFileSchema.safeParse(json);
    if (result.success) files.set(name, result.data);
    else for (const issue of result.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  const recipes = new Map<string, SiteVideoRecipe>();
  for (const [name, file] of files) {
    const recipe = resolveTranslation(`${name}.json`, file, files);
    if (typeof recipe === 'string') problems.push(recipe);
    else recipes.set(name, recipe);
  }
  if (problems.length > 0) throw new SiteVideoRecipeError(problems);
  return recipes;
}
