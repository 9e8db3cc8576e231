import { MAX_TAGS, MAX_TAG_LENGTH } from "@/shared/schemas/dashboard";
import { textProblemMessage } from "@/shared/schemas/text-rules";

// One set of tag rules for the New dashboard dialog and the editor's tag field: both take tags
// separated by commas, and both say the same thing about a tag the server would refuse.

/** "prod, sre ,, prod" → ["prod", "sre"]: trimmed, empties and repeats dropped, order kept. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(",").map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}

/** What is wrong with one tag (as parseTags gives it), or undefined. */
export function tagProblem(tag: string): string | undefined {
  if (tag.length > MAX_TAG_LENGTH) return `The tag “${tag.slice(0, 40)}${tag.length > 40 ? "…" : ""}” is longer than ${MAX_TAG_LENGTH} characters.`;
  const problem = textProblemMessage("A tag", tag);
  return problem === undefined ? undefined : `${problem}.`;
}

/** What is wrong with a dashboard's whole list of tags, or undefined: its first bad tag, else its count. */
export function tagsProblem(tags: readonly string[]): string | undefined {
  for (const tag of tags) {
    const problem = tagProblem(tag);
    if (problem !== undefined) return problem;
  }
  return tags.length > MAX_TAGS ? `A dashboard has at most ${MAX_TAGS} tags (this would make ${tags.length}).` : undefined;
}
