import { Link } from 'react-router';
import { PanelData, panelQuery } from './home-thread-list.tsx';
import { useStatistics } from './statistics-api.ts';

/** The top posters (from /api/statistics) for the home Toplist panel. */
export function HomeToplist() {
  const statistics = useStatistics();
  const query = panelQuery(statistics, (data) => data.top_posters.slice(0, 5));
  return (
    <PanelData query={query} empty="Write a post to top the list!">
      {(posters) => (
        <ol className="home-toplist" aria-label="Top posters">
          {posters.map((poster, index) => (
            <li key={poster.id} className="home-toplist__item">
              <span className={`home-toplist__rank home-toplist__rank--${index + 1}`}>{index + 1}</span>
              <Link to={`/profile/${encodeURIComponent(poster.username)}`}>{poster.username}</Link>
              <span className="home-toplist__count">
                {poster.post_count.toLocaleString()} {poster.post_count === 1 ? 'post' : 'posts'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelData>
  );
}
