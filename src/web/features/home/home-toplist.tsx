import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { useTopScores } from './home-api.ts';
import { PanelData, panelQuery } from './home-thread-list.tsx';
import { useStatistics } from './statistics-api.ts';

/** The home Toplist panel: the top posters (from /api/statistics) and this week's Tile Tumble best. */
export function HomeToplist() {
  return (
    <>
      <TopPosters />
      <h3 className="home-toplist__heading">Tile Tumble this week</h3>
      <TopScores />
    </>
  );
}

function TopScores() {
  const query = panelQuery(useTopScores(), (data) => data.week.slice(0, 3));
  return (
    <PanelData query={query} empty="No scores yet this week: play Tile Tumble!">
      {(scores) => (
        <ol className="home-toplist" aria-label="Tile Tumble top scores this week">
          {scores.map((row, index) => (
            <li key={`${row.username}-${row.ended_at}`} className="home-toplist__item">
              <span className={`home-toplist__rank home-toplist__rank--${index + 1}`}>{index + 1}</span>
              <Link to={`/profile/${encodeURIComponent(row.username)}`}>{row.username}</Link>
              <span className="home-toplist__count">{formatCount(row.score)} points</span>
            </li>
          ))}
        </ol>
      )}
    </PanelData>
  );
}

function TopPosters() {
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
                {formatCount(poster.post_count)} {poster.post_count === 1 ? 'post' : 'posts'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelData>
  );
}
