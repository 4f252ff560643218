/** A plain GET form: search works without JavaScript. */
export function SearchForm({
  query = '',
  id = 'search-page-q',
  autoFocus = false,
}: {
  query?: string
  id?: string
  autoFocus?: boolean
}) {
  return (
    <form role="search" action="/search" method="get" className="search-form">
      <label htmlFor={id}>Search the site</label>
      <div className="search-form__row">
        <input id={id} type="search" name="q" defaultValue={query} maxLength={100} autoComplete="off" autoFocus={autoFocus} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  )
}
