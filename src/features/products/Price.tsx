import { displayPrice } from '../../core/products/price'

type Props = {
  price?: number | null
  priceUnit?: string | null
  priceNote?: string | null
  className?: string
}

/** The price as the site writes it everywhere (`489,00 €`, per unit, note), or "Price on request". */
export function Price({ price, priceUnit, priceNote, className = 'price' }: Props) {
  const shown = displayPrice({ price, priceUnit, priceNote })
  const details = [shown.unit, shown.note].filter(Boolean).join(', ')
  return (
    <p className={[className, shown.onRequest ? `${className}--on-request` : ''].filter(Boolean).join(' ')}>
      <span className={`${className}__amount`}>{shown.amount}</span>
      {details && <span className={`${className}__details`}> {details}</span>}
    </p>
  )
}
