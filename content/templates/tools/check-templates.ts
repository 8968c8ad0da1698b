/**
 * Checks every content/templates/<id>.json: the file's fields, the
 * placeholders against the variables, the default media, and the workspace
 * (defaults filled in) against the timeline's WorkspaceSchema; then the set
 * as a whole (count, ratios, categories, presenters, the demo list).
 * Run: npx tsx content/templates/tools/check-templates.ts   (exit 1 on any error)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { getCanvasSize, layoutText, resolveTextStyle, WorkspaceSchema, type TextElement } from '@talkreel/timeline';
import { estimateSpeechDurationMs } from '../../../packages/formats/src/build-talking-photo-workspace.ts';
import { registerBuiltInFonts } from '../../../packages/render/src/fonts/built-in-fonts.ts';
import {
  categories,
  fillWorkspace,
  loadTemplates,
  placeholderPattern,
  readDemoList,
  repositoryRoot,
  templatesDirectory,
  variableTypes,
  type TemplateDocument,
  type TemplateVariable,
} from './template-files.ts';

registerBuiltInFonts();
const measuring = createCanvas(8, 8).getContext('2d');

const avatarIds = new Set(
  (JSON.parse(readFileSync(path.join(repositoryRoot, 'content/avatars/library.json'), 'utf8')) as { avatars: { id: string }[] }).avatars.map((avatar) => avatar.id),
);
const voicesDirectory = path.join(repositoryRoot, 'content/voices/public');
const voiceIds = new Set<string>();
for (const file of (await import('node:fs')).readdirSync(voicesDirectory)) {
  if (!file.endsWith('.json')) continue;
  const voices = JSON.parse(readFileSync(path.join(voicesDirectory, file), 'utf8')) as { id: string }[];
  for (const voice of voices) voiceIds.add(voice.id);
}

const topLevelKeys = ['name', 'category', 'aspect_ratio', 'variables', 'workspace'];
const keyPattern = /^[a-z][a-z0-9_]{0,39}$/u;
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
/** A colour variable's default is written #rrggbb (what the colour picker edits). */
const colourPattern = /^#[0-9a-f]{6}$/iu;
const colourFields = new Set(['bg_color', 'color', 'strokeColor', 'shadowColor', 'backgroundColor']);
/** Strings a text variable may be written into. */
const textFields = new Set(['text', 'script']);

type Where = { path: string[]; value: string };

function collectStrings(node: unknown, trail: string[], out: Where[]): void {
  if (typeof node === 'string') out.push({ path: trail, value: node });
  else if (Array.isArray(node)) node.forEach((child, index) => collectStrings(child, [...trail, String(index)], out));
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) collectStrings(value, [...trail, key], out);
}

interface Report {
  errors: string[];
  warnings: string[];
  notes: string[];
}

async function checkMedia(variable: TemplateVariable, report: Report): Promise<void> {
  const file = path.resolve(templatesDirectory, variable.default);
  if (!file.startsWith(path.join(templatesDirectory, 'media'))) report.errors.push(`${variable.key}: default ${variable.default} is not under media/`);
  if (!existsSync(file)) {
    report.errors.push(`${variable.key}: default ${variable.default} does not exist`);
    return;
  }
  if (variable.type === 'image') {
    if (!/\.(png|jpe?g)$/iu.test(file)) report.errors.push(`${variable.key}: ${variable.default} is not PNG or JPG`);
    const bytes = statSync(file).size;
    if (bytes >= 200 * 1024) report.errors.push(`${variable.key}: ${variable.default} is ${(bytes / 1024).toFixed(0)} KB (keep it under 200 KB)`);
    const image = await loadImage(file);
    if (Math.max(image.width, image.height) > 1080) report.errors.push(`${variable.key}: ${variable.default} is ${image.width}x${image.height} (at most 1080 px on the long side)`);
  }
}

function checkVariables(document: TemplateDocument, report: Report): void {
  if (!Array.isArray(document.variables)) {
    report.errors.push('variables is not a list');
    return;
  }
  const seen = new Set<string>();
  for (const variable of document.variables) {
    const allowed = new Set(['key', 'type', 'label', 'default', 'max_length']);
    for (const field of Object.keys(variable)) if (!allowed.has(field)) report.errors.push(`variable ${variable.key}: unknown field ${field}`);
    if (!keyPattern.test(variable.key)) report.errors.push(`variable key ${JSON.stringify(variable.key)} does not match ${keyPattern}`);
    if (seen.has(variable.key)) report.errors.push(`variable ${variable.key} is declared twice`);
    seen.add(variable.key);
    if (!variableTypes.includes(variable.type)) report.errors.push(`variable ${variable.key}: unknown type ${variable.type}`);
    if (typeof variable.label !== 'string' || variable.label.length === 0 || variable.label.length > 60) report.errors.push(`variable ${variable.key}: label must be 1–60 characters`);
    if (typeof variable.default !== 'string' || variable.default.length === 0) report.errors.push(`variable ${variable.key}: default must be a non-empty string`);
    if (variable.max_length !== undefined) {
      if (variable.type !== 'text') report.errors.push(`variable ${variable.key}: max_length is for text variables`);
      else if (!Number.isInteger(variable.max_length) || variable.max_length < variable.default.length)
        report.errors.push(`variable ${variable.key}: max_length ${variable.max_length} is shorter than its default (${variable.default.length})`);
    }
    if (variable.type === 'text' && placeholderPattern.test(variable.default)) report.errors.push(`variable ${variable.key}: default holds a placeholder`);
    placeholderPattern.lastIndex = 0;
    if (variable.type === 'colour' && !colourPattern.test(variable.default)) report.errors.push(`variable ${variable.key}: ${variable.default} is not a colour written #rrggbb`);
    if (variable.type === 'avatar' && !avatarIds.has(variable.default)) report.errors.push(`variable ${variable.key}: avatar ${variable.default} is not in content/avatars/library.json`);
    if (variable.type === 'voice' && !voiceIds.has(variable.default)) report.errors.push(`variable ${variable.key}: voice ${variable.default} is not in content/voices/public`);
  }
}

/** Placeholders ↔ variables, and where each kind of placeholder may stand. */
function checkPlaceholders(document: TemplateDocument, report: Report): void {
  const variables = new Map(document.variables.map((variable) => [variable.key, variable]));
  const used = new Set<string>();
  const strings: Where[] = [];
  collectStrings(document.workspace, ['workspace'], strings);
  for (const { path: trail, value } of strings) {
    const field = trail.at(-1)!;
    const where = trail.join('.');
    for (const match of value.matchAll(placeholderPattern)) {
      const key = match[1]!;
      const variable = variables.get(key);
      if (!variable) {
        report.errors.push(`${where}: {{${key}}} is not a declared variable`);
        continue;
      }
      used.add(key);
      if (variable.type === 'text') {
        if (!textFields.has(field)) report.errors.push(`${where}: text variable {{${key}}} stands in ${field} (only texts, subtitles and scripts)`);
        continue;
      }
      if (value !== `{{${key}}}`) {
        report.errors.push(`${where}: a ${variable.type} variable must be the whole string, not part of ${JSON.stringify(value)}`);
        continue;
      }
      const element = trail.includes('layers') ? trail.slice(0, trail.indexOf('layers') + 2) : [];
      const elementType = element.length > 0 ? elementAt(document, element)?.type : undefined;
      const ok =
        (variable.type === 'image' && field === 'path' && (elementType === 'pic' || elementType === 'video')) ||
        (variable.type === 'video' && field === 'path' && elementType === 'video') ||
        (variable.type === 'colour' && colourFields.has(field)) ||
        (variable.type === 'voice' && field === 'voice_id' && trail.at(-2) === 'speech') ||
        (variable.type === 'avatar' && elementType === 'person' && (field === 'path' || (field === 'id' && trail.at(-2) === 'look')));
      if (!ok) report.errors.push(`${where}: a ${variable.type} variable cannot stand in ${field}${elementType ? ` of a ${elementType}` : ''}`);
    }
  }
  for (const key of variables.keys()) if (!used.has(key)) report.errors.push(`variable ${key} is declared but not used`);
}

function elementAt(document: TemplateDocument, trail: string[]): Record<string, unknown> | undefined {
  let node: unknown = { workspace: document.workspace };
  for (const step of trail) node = (node as Record<string, unknown>)?.[step];
  return node as Record<string, unknown> | undefined;
}

/** Texts must fit their boxes (measured with the defaults) and stay on the canvas. */
function checkLayout(workspace: ReturnType<typeof WorkspaceSchema.parse>, report: Report): void {
  const { widthPx, heightPx } = getCanvasSize(workspace.aspect_ratio);
  workspace.scenes.forEach((scene, sceneIndex) => {
    for (const track of scene.tracks) {
      for (const element of track.layers) {
        const label = `scene ${sceneIndex + 1} ${element.type} ${element.id ?? ''}`.trim();
        if (element.timeline.end > scene.duration) report.errors.push(`${label}: ends at ${element.timeline.end} ms, after its scene (${scene.duration} ms)`);
        if (track.type !== element.type) report.errors.push(`${label}: on a ${track.type} track`);
        if (element.type !== 'text') continue;
        const text = element as TextElement;
        if (text.x < 0 || text.y < 0 || text.x + text.w > widthPx + 1 || text.y + text.h > heightPx + 1) report.errors.push(`${label}: its box leaves the ${widthPx}x${heightPx} canvas`);
        const style = resolveTextStyle(text, 1);
        const layout = layoutText(measuring, text.prop.textInfo?.text ?? '', style, text.w);
        const needed = layout.lines.length * style.fontSizePx * style.lineHeight;
        if (needed > text.h + 2) report.errors.push(`${label}: ${JSON.stringify(text.prop.textInfo?.text)} needs ${Math.ceil(needed)} px, its box is ${text.h} px tall`);
      }
    }
  });
}

/**
 * A scene with a talking presenter lasts as long as the speech (the render
 * fits it): with the speech estimated the way the formats do (70 ms a
 * character), the video must still last 6–15 s and nothing in the scene may
 * start after the speech ends.
 */
function checkSpeech(workspace: ReturnType<typeof WorkspaceSchema.parse>, report: Report): void {
  let totalMs = 0;
  let hasSpeech = false;
  for (const [sceneIndex, scene] of workspace.scenes.entries()) {
    let speechEndMs = 0;
    for (const track of scene.tracks)
      for (const element of track.layers)
        if (element.type === 'person' && element.prop.speech?.script) speechEndMs = Math.max(speechEndMs, element.timeline.start + estimateSpeechDurationMs(element.prop.speech.script));
    if (speechEndMs === 0) {
      totalMs += scene.duration;
      continue;
    }
    hasSpeech = true;
    totalMs += speechEndMs;
    const lastStart = Math.max(...scene.tracks.flatMap((track) => track.layers.map((element) => element.timeline.start + (element.timeline.cross?.in_time ?? 0))));
    if (lastStart > speechEndMs) report.errors.push(`scene ${sceneIndex + 1}: the speech (about ${speechEndMs} ms) ends before the last entrance (${lastStart} ms)`);
  }
  if (hasSpeech && (totalMs < 6000 || totalMs > 15000)) report.errors.push(`with the speech fitted the video lasts about ${(totalMs / 1000).toFixed(1)} s (6–15 s)`);
  if (hasSpeech) report.notes.push(`with the speech fitted: about ${(totalMs / 1000).toFixed(1)} s`);
}

async function checkTemplate(id: string, document: TemplateDocument, report: Report): Promise<ReturnType<typeof WorkspaceSchema.parse> | null> {
  if (!idPattern.test(id)) report.errors.push(`file name ${id}.json is not kebab-case`);
  for (const key of Object.keys(document)) if (!topLevelKeys.includes(key)) report.errors.push(`unknown top-level field ${key}`);
  for (const key of topLevelKeys) if (!(key in document)) report.errors.push(`missing ${key}`);
  if (typeof document.name !== 'string' || document.name.trim().length === 0 || document.name.length > 60) report.errors.push('name must be 1–60 characters');
  if (!(categories as readonly string[]).includes(document.category)) report.errors.push(`category ${document.category} is not one of ${categories.join(', ')}`);
  if (![0, 1, 2].includes(document.aspect_ratio)) report.errors.push(`aspect_ratio ${document.aspect_ratio} is not 0, 1 or 2`);
  if (document.workspace?.aspect_ratio !== document.aspect_ratio) report.errors.push('workspace.aspect_ratio differs from aspect_ratio');
  checkVariables(document, report);
  if (report.errors.length > 0) return null;
  checkPlaceholders(document, report);
  for (const variable of document.variables) if (variable.type === 'image' || variable.type === 'video') await checkMedia(variable, report);
  const persons = JSON.stringify(document.workspace).match(/"type":"person"/gu)?.length ?? 0;
  if (persons > 0 && !document.variables.some((variable) => variable.type === 'avatar')) report.errors.push('a person element without an avatar variable');
  // As written (placeholders are strings wherever they stand) and filled with the defaults.
  const asWritten = WorkspaceSchema.safeParse(document.workspace);
  if (!asWritten.success) for (const issue of asWritten.error.issues.slice(0, 8)) report.errors.push(`workspace as written, ${issue.path.join('.')}: ${issue.message}`);
  const parsed = WorkspaceSchema.safeParse(fillWorkspace(document));
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 8)) report.errors.push(`workspace.${issue.path.join('.')}: ${issue.message}`);
    return null;
  }
  const workspace = parsed.data;
  const durationMs = workspace.scenes.reduce((sum, scene) => sum + scene.duration, 0);
  if (durationMs < 6000 || durationMs > 15000) report.errors.push(`lasts ${durationMs / 1000} s (6–15 s)`);
  if (workspace.scenes.length > 4) report.errors.push(`${workspace.scenes.length} scenes (1–4)`);
  if (workspace.preview_cover_time >= durationMs) report.errors.push(`preview_cover_time ${workspace.preview_cover_time} is not inside the video`);
  checkLayout(workspace, report);
  checkSpeech(workspace, report);
  return workspace;
}

const templates = loadTemplates();
let errorCount = 0;
const names = new Map<string, string>();
const summary: { id: string; name: string; category: string; ratio: number; presenter: boolean; seconds: number; scenes: number }[] = [];
for (const template of templates) {
  const report: Report = { errors: [], warnings: [], notes: [] };
  let workspace = null;
  if (!template.document) report.errors.push(`not JSON: ${template.parseError}`);
  else {
    workspace = await checkTemplate(template.id, template.document, report);
    const name = template.document.name;
    if (names.has(name)) report.errors.push(`name ${JSON.stringify(name)} is also used by ${names.get(name)}`);
    names.set(name, template.id);
  }
  if (template.document && workspace)
    summary.push({
      id: template.id,
      name: template.document.name,
      category: template.document.category,
      ratio: template.document.aspect_ratio,
      presenter: template.document.variables.some((variable) => variable.type === 'avatar'),
      seconds: workspace.scenes.reduce((sum, scene) => sum + scene.duration, 0) / 1000,
      scenes: workspace.scenes.length,
    });
  const status = report.errors.length === 0 ? 'ok  ' : 'FAIL';
  console.log(`${status} ${template.id}`);
  for (const error of report.errors) console.log(`       ✗ ${error}`);
  for (const warning of report.warnings) console.log(`       ! ${warning}`);
  for (const note of report.notes) console.log(`         ${note}`);
  errorCount += report.errors.length;
}

// The set as a whole.
const setErrors: string[] = [];
if (templates.length < 36) setErrors.push(`${templates.length} templates (at least 36)`);
for (const ratio of [0, 1, 2]) {
  const count = summary.filter((entry) => entry.ratio === ratio).length;
  if (count < 10) setErrors.push(`${count} templates of aspect_ratio ${ratio} (at least 10)`);
}
for (const category of categories) if (!summary.some((entry) => entry.category === category)) setErrors.push(`no template in category ${category}`);
const presenters = summary.filter((entry) => entry.presenter).length;
if (presenters === 0 || presenters > summary.length / 2) setErrors.push(`${presenters} templates with a presenter (some, but fewer than half)`);
const demoList = readDemoList();
if (demoList.length !== 9) setErrors.push(`README.md's demo list names ${demoList.length} templates (9)`);
for (const name of demoList) if (!names.has(name)) setErrors.push(`demo list template ${JSON.stringify(name)} does not exist`);
for (const error of setErrors) console.log(`✗ ${error}`);
errorCount += setErrors.length;

const ratioNames = ['9:16', '16:9', '1:1'];
console.log(
  `\n${summary.length}/${templates.length} templates valid · ${ratioNames.map((name, ratio) => `${name}: ${summary.filter((entry) => entry.ratio === ratio).length}`).join(' · ')} · presenter: ${presenters} · categories: ${new Set(summary.map((entry) => entry.category)).size}/${categories.length}`,
);
console.log(errorCount === 0 ? 'All checks passed.' : `${errorCount} error(s).`);
process.exitCode = errorCount === 0 ? 0 : 1;
