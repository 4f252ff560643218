import { PreviewFrame } from '../../../../features/forms/preview/PreviewFrame'
import '../../../../features/forms/preview/preview-frame.css'

/** The frame of the form builder's live preview (features/forms/preview): the same styles as a form on a page. */
export default function FormPreviewPage() {
  return (
    <main className="form-preview-frame container container--narrow">
      <PreviewFrame />
    </main>
  )
}
