import type { AgentNode } from '@pf/shared/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { useMay } from '@/lib/permissions';
import { agentsCall, agentsFile } from '../agents-calls';
import { PagePager } from '../page-pager';
import { agentKeys } from '../query-keys';
import { MoveDialog } from './move-dialog';
import { TreeRoots } from './tree-level';

/** The username search over the tree. */
function SearchForm(props: { onSearch: (username: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(text.trim());
      }}
    >
      <TextField label={t('agentTree.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit">{t('agentTree.find')}</Button>
      {text ? (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            props.onSearch('');
          }}
        >
          {t('agentTree.clear')}
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The agent tree: the top agents (or the members a username search finds), each opened level by
 * level; an agent manager moves a member and its downline under another agent.
 */
export function AgentTreePage() {
  const { t } = useTranslation();
  const mayMove = useMay('agents.manage');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [moving, setMoving] = useState<AgentNode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const filter = username ? { username } : {};
  const query = { ...filter, pageNo, pageSize: 25 };
  const roots = useQuery({
    queryKey: agentKeys.level(query),
    queryFn: ({ signal }) => agentsCall('agentsConsole.tree', { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t('agentTree.title')}
        description={t('agentTree.description')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName="agent-tree.csv"
            fetchFile={() => agentsFile('agentsConsole.treeCsv', { query: filter })}
          />
        }
      />
      <SearchForm
        onSearch={(u) => {
          setPageNo(1);
          setUsername(u);
        }}
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {roots.isPending ? (
        <LoadingState />
      ) : roots.isError ? (
        <ErrorState error={roots.error} onRetry={() => roots.refetch()} />
      ) : roots.data.list.length === 0 ? (
        <EmptyState title={t(username ? 'agentTree.noMatch' : 'agentTree.empty')} />
      ) : (
        <>
          <TreeRoots
            nodes={roots.data.list}
            label={t('agentTree.title')}
            onMove={mayMove ? setMoving : undefined}
          />
          <PagePager pageNo={pageNo} totalPages={roots.data.totalPages} onPage={setPageNo} />
        </>
      )}
      {moving ? (
        <MoveDialog
          node={moving}
          onClose={() => setMoving(null)}
          onMoved={(text) => {
            setMoving(null);
            setNotice(text);
          }}
        />
      ) : null}
    </>
  );
}
