import { Link } from 'react-router-dom';
import type { RecipeCard as RecipeCardData } from '../../../schemas/recipe.schema';
import { ContentImage } from '../../components/content-image';
import { HENCE_TEXT } from './hence-text';
import '../../components/card.css';
import './hence.css';

export function RecipeCard({ recipe, eager }: { recipe: RecipeCardData; eager?: boolean }) {
  const tags = [recipe.solar_term?.name, recipe.category?.subject].filter(Boolean);
  return (
    <article className="card card--square">
      <div className="card__media">
        <ContentImage image={recipe.image} decorative eager={eager} sizes="(min-width: 1024px) 280px, 50vw" />
      </div>
      <div className="card__body">
        {tags.length > 0 && <p className="card__eyebrow">{tags.join('・')}</p>}
        <h3 className="card__title">
          <Link to={recipe.link} className="card__link">
            {recipe.subject}
          </Link>
        </h3>
        <p className="card__meta">
          <span>{HENCE_TEXT.cookMinutes(recipe.cook_minutes)}</span>
          <span>{HENCE_TEXT.servings(recipe.servings)}</span>
        </p>
      </div>
    </article>
  );
}
