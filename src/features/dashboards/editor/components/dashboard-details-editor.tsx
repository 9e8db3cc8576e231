import { useRef, type SyntheticEvent } from "react";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { FormField } from "@/ui/form-field";
import { useForm } from "@/ui/use-form";
import { dashboardNameError } from "../../model/dashboard-name";
import { parseTags, tagsProblem } from "../../model/dashboard-tags";

interface DashboardDetailsEditorProps {
  name: string;
  tags: readonly string[];
  onRename: (name: string) => void;
  onTagsChange: (tags: string[]) => void;
}

/** Rename the dashboard and edit its tags; each committed change is one undo step. */
export function DashboardDetailsEditor({ name, tags, onRename, onTagsChange }: DashboardDetailsEditorProps) {
  return (
    <div className="dashboard-details card">
      {/* Keyed by the saved name so undo and redo show up in the field. */}
      <NameField key={name} name={name} onRename={onRename} />
      <TagsField tags={tags} onTagsChange={onTagsChange} />
    </div>
  );
}

/** Of the tags typed (parsed: separated by commas, as in the New dashboard dialog), those the dashboard does not have yet. */
const newTags = (typedTags: readonly string[], tags: readonly string[]) => typedTags.filter((tag) => !tags.includes(tag));

function tagError(typed: string, tags: readonly string[]): string | undefined {
  const typedTags = parseTags(typed);
  if (typedTags.length === 0) return "Type a tag first";
  const fresh = newTags(typedTags, tags);
  if (fresh.length === 0) return typedTags.length === 1 ? `The dashboard already has the tag “${typedTags[0]}”` : "The dashboard already has these tags";
  return tagsProblem([...tags, ...fresh]);
}

function NameField({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const form = useForm({
    initial: { name },
    validate: (values) => ({ name: dashboardNameError(values.name) }),
    onSubmit: (values) => {
      if (values.name.trim() !== name) onRename(values.name.trim());
    },
  });
  return (
    <FormField label="Dashboard name" error={form.errors.name} hint="Applied when you leave the field or press Enter.">
      {(field) => (
        <input
          {...field}
          className="input"
          {...form.bind("name")}
          // Leaving the field applies a good name and keeps a bad one where it is, without pulling the focus back.
          onBlur={() => {
            if (!form.problems.name) form.submit();
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") form.reset();
            if (event.key !== "Enter") return;
            const input = event.currentTarget;
            const renamed = !form.problems.name && form.values.name.trim() !== name;
            form.submit();
            // The new name draws the field anew (it is keyed by the name): the focus goes on in the new one.
            const details = input.closest(".dashboard-details");
            if (renamed) focusWhenSettled(() => details?.querySelector<HTMLInputElement>('input[name="name"]:not(:focus)'));
          }}
        />
      )}
    </FormField>
  );
}

function TagsField({ tags, onTagsChange }: { tags: readonly string[]; onTagsChange: (tags: string[]) => void }) {
  const form = useForm({
    initial: { tag: "" },
    validate: (values) => ({ tag: tagError(values.tag, tags) }),
    checkAsTyped: false,
    onSubmit: (values) => {
      onTagsChange([...tags, ...newTags(parseTags(values.tag), tags)]);
      form.reset();
    },
  });
  const add = (event: SyntheticEvent) => form.submit(event);
  const fieldRef = useRef<HTMLDivElement>(null);
  // The removed tag's button goes with it: the focus moves to the next tag's, else the one before, else the field.
  const remove = (tag: string) => {
    const index = tags.indexOf(tag);
    const next = tags[index + 1] ?? tags[index - 1];
    onTagsChange(tags.filter((other) => other !== tag));
    focusWhenSettled(() => {
      const field = fieldRef.current;
      if (next === undefined) return field?.querySelector("input");
      return [...(field?.querySelectorAll("button") ?? [])].find((button) => button.getAttribute("aria-label") === `Remove tag ${next}`);
    });
  };

  return (
    <div className="dashboard-details__tags" ref={fieldRef}>
      <FormField label="Add a tag" error={form.errors.tag} hint="Separate several tags with commas.">
        {(field) => (
          <div className="dashboard-details__tag-input">
            <input
              {...field}
              className="input"
              {...form.bind("tag")}
              onKeyDown={(event) => {
                if (event.key === "Enter") add(event);
              }}
            />
            <button type="button" className="button" onClick={add}>Add tag</button>
          </div>
        )}
      </FormField>
      <ul className="dashboard-details__tag-list" aria-label="Tags">
        {tags.length === 0 && <li className="muted">No tags</li>}
        {tags.map((tag) => (
          <li key={tag} className="tag dashboard-details__tag">
            {tag}
            <button
              type="button"
              className="dashboard-details__remove-tag"
              aria-label={`Remove tag ${tag}`}
              onClick={() => remove(tag)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
