import type { AgentNode } from '@pf/shared/contracts/agents';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { agentsCall } from '../agents-calls';
import { agentKeys } from '../query-keys';

const LEVEL_SIZE = 50;

/** One member of the tree: its line, and its downlines once opened (fetched on first opening). */
function TreeNode(props: {
  node: AgentNode;
  depth: number;
  onMove?: ((node: AgentNode) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { node } = props;
  return (
    <li>
      <div
        className="flex flex-wrap items-center gap-3 border-b border-line py-2 text-sm"
        style={{ paddingLeft: `${props.depth * 1.5}rem` }}
      >
        {node.downlines > 0 ? (
          <button
            type="button"
            className="grid size-6 place-items-center rounded border border-line text-xs hover:bg-surface-2"
            aria-expanded={open}
            aria-label={t('agentTree.expand', { name: node.username })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? '−' : '+'}
          </button>
        ) : (
          <span className="size-6" aria-hidden />
        )}
        <span className="font-medium">{node.username}</span>
        <span className="text-muted">{node.nickname}</span>
        <span className="rounded bg-surface-2 px-1.5 text-xs">{t(`agentTree.types.${node.type}`)}</span>
        <span className="text-xs text-muted">{t('agentTree.downlines', { count: node.downlines })}</span>
        {node.status !== 'active' ? <span className="text-xs text-danger">{node.status}</span> : null}
        {props.onMove ? (
          <Button
            variant="ghost"
            className="ml-auto h-7"
            aria-label={t('agentTree.moveOne', { name: node.username })}
            onClick={() => props.onMove?.(node)}
          >
            {t('agentTree.move')}
          </Button>
        ) : null}
      </div>
      {open ? <TreeLevel parentId={node.id} depth={props.depth + 1} onMove={props.onMove} /> : null}
    </li>
  );
}

/** The direct downlines of `parentId` as a group of the tree. */
export function TreeLevel(props: {
  parentId: string;
  depth: number;
  onMove?: ((node: AgentNode) => void) | undefined;
}) {
  const { t } = useTranslation();
  const query = { parentId: props.parentId, pageSize: LEVEL_SIZE };
  const level = useQuery({
    queryKey: agentKeys.level(query),
    queryFn: ({ signal }) => agentsCall('agentsConsole.tree', { query, signal }),
  });
  if (level.isPending) return <LoadingState />;
  if (level.isError) return <ErrorState error={level.error} onRetry={() => level.refetch()} />;
  return (
    <ul>
      {level.data.list.map((n) => (
        <TreeNode key={n.id} node={n} depth={props.depth} onMove={props.onMove} />
      ))}
      {level.data.total > level.data.list.length ? (
        <li className="py-2 text-xs text-muted" style={{ paddingLeft: `${props.depth * 1.5}rem` }}>
          {t('agentTree.more', { count: level.data.total - level.data.list.length })}
        </li>
      ) : null}
    </ul>
  );
}

/** The top of the tree (the top agents, or a search's matches), each opening onto its line. */
export function TreeRoots(props: {
  nodes: AgentNode[];
  label: string;
  onMove?: ((node: AgentNode) => void) | undefined;
}) {
  return (
    <ul aria-label={props.label} className="rounded-lg border border-line bg-surface px-3">
      {props.nodes.map((n) => (
        <TreeNode key={n.id} node={n} depth={0} onMove={props.onMove} />
      ))}
    </ul>
  );
}
