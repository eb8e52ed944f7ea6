import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { Category } from '../../../common/forum-types.ts';
import { Button } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { useCategories } from './api.ts';
import { categoryIcon } from './forum-icons.ts';
import { FORUM_MSG } from './forum-messages.ts';
import './forum.css';

function plural(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}

function CategoryCard({ category }: { category: Category }) {
  const last = category.lastactive;
  return (
    <li>
      <Card className="category-card">
        <span className="category-card__icon">
          <PixelSprite sprite={categoryIcon(category.title)} scale={3} />
        </span>
        <div className="category-card__body">
          <h2 className="category-card__title">
            {/* the title link stretches over the whole card (forum.css) */}
            <Link to={`/category/${category.slug}`} className="stretched-link">
              {category.title}
            </Link>
          </h2>
          <p className="category-card__description">{category.description}</p>
          <p className="category-card__stats">
            <span className="badge">{plural(category.no_threads, 'thread')}</span>
            <span className="badge">{plural(category.no_posts, 'post')}</span>
          </p>
          <p className="category-card__last">
            {last ? (
              <>
                Last post
                {last.title && last.thread_slug && (
                  <>
                    {' in '}
                    <Link to={`/thread/${category.slug}/${last.thread_slug}`} className="above-stretched">
                      {last.title}
                    </Link>
                  </>
                )}{' '}
                by <strong>{last.author}</strong> <RelativeTime date={last.created} />
              </>
            ) : (
              'No posts yet: start the first thread!'
            )}
          </p>
        </div>
      </Card>
    </li>
  );
}

export function ForumPage() {
  const { data, isPending, refetch, isRefetching } = useCategories();
  return (
    <div className="page">
      <PageHeader
        title="Forum"
        subtitle="Pick a category and join the conversation."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum' }]}
      />
      {isPending ? (
        <ul className="card-grid category-grid" aria-label="Loading categories">
          {['a', 'b', 'c', 'd'].map((key) => (
            <li key={key}>
              <Card>
                <Skeleton lines={4} label="Loading categories…" />
              </Card>
            </li>
          ))}
        </ul>
      ) : !data ? (
        <div className="forum-error">
          <Notice tone="error">{FORUM_MSG.loadCategoriesFailed}</Notice>
          <Button variant="secondary" size="sm" busy={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <EmptyState title="No categories yet">An administrator can create the first one.</EmptyState>
      ) : (
        <ul className="card-grid category-grid">
          {data.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </ul>
      )}
    </div>
  );
}
