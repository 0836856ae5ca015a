export type TermsBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const ITEM = /^\s*[-•*]\s+/;

/**
 * Promotion terms are plain text: blank lines part paragraphs, lines starting "- " are list
 * items. They become blocks that React renders as text, so no markup in them can ever run.
 */
export function termsBlocks(terms: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const chunk of terms.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (ITEM.test(line)) {
        flush();
        const last = blocks.at(-1);
        const item = line.replace(ITEM, '');
        if (last?.kind === 'list') last.items.push(item);
        else blocks.push({ kind: 'list', items: [item] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
