import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FormMarkup } from '../../../../features/forms/FormMarkup'
import { FormScript } from '../../../../features/forms/client/FormScript'
import { getPublishedForm } from '../../../../features/forms/queries'

type Args = { params: Promise<{ id: string }> }

// Rendered on first visit and cached until the form changes, like every page.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

const formOf = async (id: string) => (/^\d{1,9}$/.test(id) ? getPublishedForm(Number(id)) : null)

/**
 * A form on a page of its own, for links from e-mails and other sites, working as it does
 * embedded in a page (and without JavaScript as a plain post). An unknown id is a
 * 404 whose text says which form (the serving layer sends /next/form-not-found/<id>).
 */
export default async function FormPage({ params }: Args) {
  const { id } = await params
  const form = await formOf(id)
  if (!form) notFound()
  return (
    <article className="page form-page">
      <header className="page__header container container--narrow">
        <h1>{form.title}</h1>
      </header>
      <div className="container container--narrow form-page__body">
        <FormMarkup form={form} action={`/forms/${form.id}`} displayTitle={false} displayDescription />
        {/* The same script as on a page: ajax, validation as you type, conditional logic, uploads. */}
        <FormScript formId={form.id} />
      </div>
    </article>
  )
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { id } = await params
  const form = await formOf(id)
  if (!form) return { title: 'Form not found', robots: { index: false } }
  return { title: form.title, description: form.description, robots: { index: false, follow: true } }
}
