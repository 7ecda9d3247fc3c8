import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Recipe } from '../../../schemas/recipe.schema';
import { recipeQueries } from '../../api/recipes.queries';
import { ContentImage } from '../../components/content-image';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { RichText } from '../../components/rich-text';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';
import '../../components/article-view.css';
import './hence.css';

function RecipeView({ recipe }: { recipe: Recipe }) {
  const coverInBody = recipe.image !== null && recipe.body.includes(`src="${recipe.image.link}"`);
  return (
    <div className="recipe-view">
      <dl className="recipe-view__facts">
        {recipe.solar_term && (
          <div>
            <dt>{HENCE_TEXT.solarTerm}</dt>
            <dd>
              <Link to={`/hence/recipe?solar_term=${recipe.solar_term.id}`}>{recipe.solar_term.name}</Link>
            </dd>
          </div>
        )}
        {recipe.category && (
          <div>
            <dt>{HENCE_TEXT.course}</dt>
            <dd>
              <Link to={`/hence/recipe?category=${recipe.category.id}`}>{recipe.category.subject}</Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{HENCE_TEXT.cookTime}</dt>
          <dd>{HENCE_TEXT.cookMinutes(recipe.cook_minutes)}</dd>
        </div>
        <div>
          <dt>{HENCE_TEXT.serves}</dt>
          <dd>{HENCE_TEXT.servings(recipe.servings)}</dd>
        </div>
        {recipe.author && (
          <div>
            <dt>作者</dt>
            <dd>
              <Link to={recipe.author.link}>{recipe.author.name}</Link>
            </dd>
          </div>
        )}
      </dl>
      {!coverInBody && recipe.image && (
        <div className="article-view__cover">
          <ContentImage image={recipe.image} eager />
        </div>
      )}
      <section className="recipe-view__ingredients" aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients">{HENCE_TEXT.ingredients}</h2>
        <ul>
          {recipe.ingredients.map((item) => (
            <li key={item.name}>
              <span>{item.name}</span>
              <span>{item.amount}</span>
            </li>
          ))}
        </ul>
      </section>
      <RichText html={recipe.body} />
    </div>
  );
}

/** `/hence/recipe/article/{id}`: one recipe, its facts, ingredients and method. */
export function HenceRecipeArticleScreen({ id }: { id: number }) {
  const recipe = useQuery(recipeQueries.detail(id));
  return (
    <PageShell title={recipe.data?.subject}>
      <HenceNav />
      <div className="article-layout">
        <QueryState query={recipe}>{(data) => <RecipeView recipe={data} />}</QueryState>
        <Link className="more-link more-link--back" to="/hence/recipe">
          {HENCE_TEXT.recipesMore}
        </Link>
      </div>
    </PageShell>
  );
}
