import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar's commands: the browser's own editing commands, all within the server's allow-list. */
const TOOLS = [
  { key: 'bold', command: 'bold', mark: 'B' },
  { key: 'italic', command: 'italic', mark: 'I' },
  { key: 'heading', command: 'formatBlock', value: 'h3', mark: 'H' },
  { key: 'paragraph', command: 'formatBlock', value: 'p', mark: '¶' },
  { key: 'bullets', command: 'insertUnorderedList', mark: '•' },
  { key: 'numbers', command: 'insertOrderedList', mark: '1.' },
  { key: 'unlink', command: 'unlink', mark: '⊘' },
] as const;

/**
 * An article's text with a small formatting toolbar. The HTML it hands back is not trusted: the
 * server keeps only its allow-listed markup when the article is saved.
 */
export function RichTextEditor(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(props.value);
  // Written once: the box then owns its content, so the caret does not jump on each keystroke.
  useEffect(() => {
    if (box.current) box.current.innerHTML = first.current;
  }, []);
  const run = (command: string, value?: string) => {
    box.current?.focus();
    document.execCommand(command, false, value);
    props.onChange(box.current?.innerHTML ?? '');
  };
  const link = () => {
    const href = window.prompt(t('contentOps.help.tools.linkAsk'), 'https://');
    if (href && /^https?:\/\//.test(href)) run('createLink', href);
  };
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-muted">{props.label}</span>
      <div
        role="toolbar"
        aria-label={t('contentOps.help.toolbar')}
        className="flex flex-wrap gap-1 rounded-t-md border border-line bg-surface-2 p-1"
      >
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-label={t(`contentOps.help.tools.${tool.key}`)}
            title={t(`contentOps.help.tools.${tool.key}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.command, 'value' in tool ? tool.value : undefined)}
            className="h-8 min-w-8 rounded px-2 text-sm hover:bg-surface"
          >
            {tool.mark}
          </button>
        ))}
        <button
          type="button"
          aria-label={t('contentOps.help.tools.link')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={link}
          className="h-8 min-w-8 rounded px-2 text-sm hover:bg-surface"
        >
          ↗
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box has no native element */}
      <div
        ref={box}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={props.label}
        aria-invalid={props.error ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={(e) => props.onChange(e.currentTarget.innerHTML)}
        className="prose-sm min-h-48 rounded-b-md border border-t-0 border-line bg-bg p-3 text-sm outline-none focus:border-accent [&_h3]:text-base [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:text-accent [&_a]:underline"
      />
      {props.error ? <p className="text-xs text-danger">{props.error}</p> : null}
    </div>
  );
}
