/** PageRank's damping factor, as TextRank uses it. */
const damping = 0.85;
const maxIterations = 100;
const convergence = 1e-7;
/** A term in more than this share of the sentences is a function word of the language, not a topic (used from 8 sentences on). */
const commonTermShare = 0.3;

/**
 * TextRank (Mihalcea & Tarau, 2004) over sentences: each sentence is a node,
 * two sentences are joined by how many terms they share, normalised by
 * their lengths (overlap / (ln(1 + |a|) + ln(1 + |b|))), and the score is
 * weighted PageRank on that graph: a sentence ranks high when it shares
 * words with many sentences that rank high, i.e. it says what the text is
 * mostly about. Scores are in input order; equal inputs give equal scores.
 */
export function rankSentences(termSets: readonly ReadonlySet<string>[]): number[] {
  const count = termSets.length;
  if (count === 0) return [];
  const sentencesByTerm = new Map<string, number[]>();
  termSets.forEach((terms, index) => {
    for (const term of terms) {
      const holders = sentencesByTerm.get(term);
      if (holders) holders.push(index);
      else sentencesByTerm.set(term, [index]);
    }
  });
  const maxHolders = count >= 8 ? Math.max(2, Math.floor(count * commonTermShare)) : count;
  // Shared-term counts through the inverted index: only pairs that share something are visited.
  const overlaps = Array.from({ length: count }, () => new Map<number, number>());
  for (const holders of sentencesByTerm.values()) {
    if (holders.length < 2 || holders.length > maxHolders) continue;
    for (let first = 0; first < holders.length; first += 1) {
      for (let second = first + 1; second < holders.length; second += 1) {
        const a = holders[first]!;
        const b = holders[second]!;
        overlaps[a]!.set(b, (overlaps[a]!.get(b) ?? 0) + 1);
      }
    }
  }
  const logSizes = termSets.map((terms) => Math.log(1 + terms.size));
  const edges = Array.from({ length: count }, () => [] as { to: number; weight: number }[]);
  overlaps.forEach((shared, a) => {
    for (const [b, overlap] of shared) {
      const weight = overlap / (logSizes[a]! + logSizes[b]!);
      edges[a]!.push({ to: b, weight });
      edges[b]!.push({ to: a, weight });
    }
  });
  const outWeights = edges.map((list) => list.reduce((sum, edge) => sum + edge.weight, 0));
  let scores = new Array<number>(count).fill(1);
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    const next = new Array<number>(count).fill(1 - damping);
    edges.forEach((list, from) => {
      const share = outWeights[from]! > 0 ? (damping * scores[from]!) / outWeights[from]! : 0;
      for (const edge of list) next[edge.to]! += share * edge.weight;
    });
    const change = next.reduce((max, score, index) => Math.max(max, Math.abs(score - scores[index]!)), 0);
    scores = next;
    if (change < convergence) break;
  }
  return scores;
}
