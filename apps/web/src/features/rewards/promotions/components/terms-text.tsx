import { termsBlocks } from '../model/terms';

/** A promotion's terms as paragraphs and bullet lists (text only, never HTML). */
export function TermsText({ terms }: { terms: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-fg/90">
      {termsBlocks(terms).map((block, i) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed for one terms text
          <p key={i}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed for one terms text
          <ul key={i} className="list-disc space-y-1.5 ps-5 marker:text-accent">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are fixed for one terms text
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
